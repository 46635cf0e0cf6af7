import type { Brand } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { adminSmallButtonClass, adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { EditableListSection } from '../components/editable-list-section';
import { useSaveDialog } from '../components/use-save-dialog';
import { BrandDialog } from './brand-dialog';
import { type BrandBody, brandSavedMessage } from './lib/brand-form';
import { brandsQueryKey, getBrands, saveBrand } from './mall-shipping-setup-api';

const brandColumns = ['이름', '상품 수', '수정'] as const;

/** The brands items carry, by name; added and renamed in a small dialog. */
export function BrandsSection() {
  const brands = useQuery({ queryKey: brandsQueryKey, queryFn: ({ signal }) => getBrands(signal) });
  const edit = useSaveDialog<Brand, BrandBody>({
    queryKey: brandsQueryKey,
    save: (brand, body) => saveBrand(brand?.brandId ?? null, body),
    savedMessage: (body, added) => brandSavedMessage(body.name, added),
  });

  return (
    <EditableListSection
      title="브랜드"
      addLabel="브랜드 추가"
      onAdd={() => edit.open(null)}
      notice={edit.notice}
    >
      <AdminTable
        columns={brandColumns}
        caption="쇼핑몰 브랜드"
        error={brands.error}
        empty={brands.data?.length === 0}
        emptyText="등록된 브랜드가 없습니다."
      >
        {brands.data?.map((brand) => (
          <tr key={brand.brandId}>
            <td className={`${adminTdClass} min-w-40 font-medium break-words`}>{brand.name}</td>
            <td className={`${adminTdClass} whitespace-nowrap`}>{brand.items}개</td>
            <td className={adminTdClass}>
              <button type="button" className={adminSmallButtonClass} onClick={() => edit.open(brand)}>
                <span className="sr-only">{brand.name} 브랜드 </span>수정
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
      <BrandDialog {...edit.dialog} />
    </EditableListSection>
  );
}
