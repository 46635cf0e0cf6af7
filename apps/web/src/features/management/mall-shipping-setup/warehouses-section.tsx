import type { Warehouse } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { formatWon } from '@/lib/format-won';
import { adminSmallButtonClass, adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { EditableListSection } from '../components/editable-list-section';
import { useSaveDialog } from '../components/use-save-dialog';
import {
  courierText,
  freeDeliveryText,
  type WarehouseBody,
  warehouseSavedMessage,
} from './lib/warehouse-form';
import { getWarehouses, saveWarehouse, warehousesQueryKey } from './mall-shipping-setup-api';
import { WarehouseDialog } from './warehouse-dialog';

const warehouseColumns = [
  '이름',
  '택배사',
  '배송비',
  '무료 배송 기준',
  '추가 배송비 (제주·도서산간)',
  '상품 수',
  '수정',
] as const;

/** The warehouses goods ship from, each with its courier and delivery rule; added and edited in a dialog. */
export function WarehousesSection() {
  const warehouses = useQuery({
    queryKey: warehousesQueryKey,
    queryFn: ({ signal }) => getWarehouses(signal),
  });
  const edit = useSaveDialog<Warehouse, WarehouseBody>({
    queryKey: warehousesQueryKey,
    save: (warehouse, body) => saveWarehouse(warehouse?.warehouseId ?? null, body),
    savedMessage: (body, added) => warehouseSavedMessage(body.name, added),
  });

  return (
    <EditableListSection title="창고" addLabel="창고 추가" onAdd={() => edit.open(null)} notice={edit.notice}>
      <AdminTable
        columns={warehouseColumns}
        caption="쇼핑몰 창고"
        error={warehouses.error}
        empty={warehouses.data?.length === 0}
        emptyText="등록된 창고가 없습니다."
      >
        {warehouses.data?.map((warehouse) => (
          <tr key={warehouse.warehouseId}>
            <td className={`${adminTdClass} min-w-40 font-medium break-words`}>{warehouse.name}</td>
            <td className={adminTdClass}>{courierText(warehouse.deliveryCompany)}</td>
            <td className={`${adminTdClass} whitespace-nowrap`}>{formatWon(warehouse.deliveryFee)}</td>
            <td className={`${adminTdClass} whitespace-nowrap`}>
              {freeDeliveryText(warehouse.deliveryFreeOption)}
            </td>
            <td className={`${adminTdClass} whitespace-nowrap`}>
              {formatWon(warehouse.additionalDeliveryFee)}
            </td>
            <td className={`${adminTdClass} whitespace-nowrap`}>{warehouse.items}개</td>
            <td className={adminTdClass}>
              <button type="button" className={adminSmallButtonClass} onClick={() => edit.open(warehouse)}>
                <span className="sr-only">{warehouse.name} 창고 </span>수정
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
      <p className="text-sm text-slate-600">
        배송비 변경은 장바구니와 새 주문에 바로 적용되며, 이미 접수된 주문은 주문 당시 배송비를 유지합니다.
      </p>
      <WarehouseDialog {...edit.dialog} />
    </EditableListSection>
  );
}
