import { type ContentType, contentTypeLabels, contentTypes, type ItemType, solarTerms } from '@edu/shared';
import { useId } from 'react';
import { SelectBox, TextBox } from '../../components/admin-field';
import { FormSection } from '../../components/form-section';
import { categoryTreeOf } from '../lib/category-tree';
import { itemStatusLabels } from '../lib/item-list';
import { RadioGroup } from './form-fields';
import type { ItemFormKit } from './form-kit';
import { TagInput } from './tag-input';

const itemTypeOptions = [
  { value: 'PRODUCT', label: '실물 상품' },
  { value: 'CONTENT', label: '콘텐츠' },
] as const satisfies readonly { value: ItemType; label: string }[];

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** 기본 정보: type, content type, kind, title, tags, category, brand, warehouse, 절기 and status. */
export function BasicInfoSection({ kit }: { kit: ItemFormKit }) {
  const { draft, change, idOf, invalid, editing, choices } = kit;
  const typeName = useId();
  const isContent = draft.itemType === 'CONTENT';

  return (
    <FormSection title="기본 정보">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <RadioGroup
            legend="종류"
            name={typeName}
            value={draft.itemType}
            options={itemTypeOptions}
            disabled={editing}
            hint={
              editing
                ? '종류는 등록한 뒤 바꿀 수 없습니다.'
                : '실물 상품은 배송하고, 콘텐츠는 구매 후 내려받거나 봅니다.'
            }
            onChange={(itemType) => change({ itemType })}
          />
        </div>
        {isContent && (
          <SelectBox
            id={idOf('contentType')}
            label="콘텐츠 유형"
            required
            value={draft.contentType ?? ''}
            emptyLabel="선택해 주세요"
            options={contentTypes.map((type) => ({ value: type, label: contentTypeLabels[type] }))}
            invalid={invalid('contentType')}
            onChange={(value) => change({ contentType: value === '' ? null : (value as ContentType) })}
          />
        )}
        <TextBox
          id={idOf('itemKind')}
          label="상품 분류"
          required
          maxLength={50}
          placeholder="예: 교재, 설교 자료, 찬양 악보"
          hint="상품명과 함께 보이는 짧은 분류입니다."
          value={draft.itemKind}
          invalid={invalid('itemKind')}
          onChange={(itemKind) => change({ itemKind })}
        />
        <TextBox
          id={idOf('title')}
          label="상품명"
          required
          maxLength={200}
          className="sm:col-span-2"
          value={draft.title}
          invalid={invalid('title')}
          onChange={(title) => change({ title })}
        />
        <TagInput id={idOf('tags')} tags={draft.tags} onChange={(tags) => change({ tags })} />
        <SelectBox
          id={idOf('categoryId')}
          label="카테고리"
          required
          value={draft.categoryId === null ? '' : String(draft.categoryId)}
          emptyLabel="선택해 주세요"
          options={categoryTreeOf(choices.categories).map((choice) => ({
            value: String(choice.category.categoryId),
            label: choice.label,
          }))}
          invalid={invalid('categoryId')}
          onChange={(value) => change({ categoryId: numberOrNull(value) })}
        />
        <SelectBox
          id={idOf('brandId')}
          label="브랜드"
          value={draft.brandId === null ? '' : String(draft.brandId)}
          emptyLabel="없음"
          options={choices.brands.map((brand) => ({ value: String(brand.brandId), label: brand.name }))}
          onChange={(value) => change({ brandId: numberOrNull(value) })}
        />
        {!isContent && (
          <SelectBox
            id={idOf('warehouseId')}
            label="출고 창고"
            required
            value={draft.warehouseId === null ? '' : String(draft.warehouseId)}
            emptyLabel="선택해 주세요"
            hint="배송비와 택배사는 창고에 따릅니다."
            options={choices.warehouses.map((warehouse) => ({
              value: String(warehouse.warehouseId),
              label: warehouse.name,
            }))}
            invalid={invalid('warehouseId')}
            onChange={(value) => change({ warehouseId: numberOrNull(value) })}
          />
        )}
        <SelectBox
          id={idOf('solarTerm')}
          label="절기"
          value={draft.solarTerm ?? ''}
          emptyLabel="없음"
          options={solarTerms.map((term) => ({ value: term, label: term }))}
          onChange={(value) =>
            change({ solarTerm: value === '' ? null : (value as (typeof solarTerms)[number]) })
          }
        />
        <SelectBox
          id={idOf('itemStatus')}
          label="상태"
          value={draft.itemStatus}
          hint="판매 중지한 상품은 목록에 남지만 장바구니에 담거나 주문할 수 없습니다."
          options={[
            { value: 'SALE', label: itemStatusLabels.SALE },
            { value: 'STOP', label: itemStatusLabels.STOP },
          ]}
          onChange={(value) => change({ itemStatus: value === 'STOP' ? 'STOP' : 'SALE' })}
        />
      </div>
    </FormSection>
  );
}
