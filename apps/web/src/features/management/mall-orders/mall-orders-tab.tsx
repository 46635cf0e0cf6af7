import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPager, turnPageOf } from '../components/admin-pager';
import { AdminTable } from '../components/admin-table';
import { getAdminMallOrders, mallOrderPageSize, mallOrdersQueryKey } from './admin-mall-orders-api';
import { defaultMallOrderFilter, type MallOrderFilter } from './lib/mall-order-filter';
import { MallOrderDetailDialog } from './mall-order-detail-dialog';
import { MallOrderExcel } from './mall-order-excel';
import { MallOrderFilters } from './mall-order-filters';
import { MallOrderRow, mallOrderColumns } from './mall-order-row';

/**
 * The mall's orders: by Korean days (the last 30 first), status and goods still to ship, searched by
 * buyer, order number or phone, 30 a page; the search's orders as an Excel file, and that file filled
 * in with invoices shipped in bulk; an order's detail opens in a modal where its goods are shipped
 * (courier and invoice), marked delivered, or have their invoice corrected.
 */
export function Tab() {
  const [filter, setFilter] = useState<MallOrderFilter>(() => defaultMallOrderFilter());
  const [openOid, setOpenOid] = useState<string | null>(null);
  const orders = useQuery({
    queryKey: [...mallOrdersQueryKey, 'list', filter],
    queryFn: ({ signal }) => getAdminMallOrders(filter, signal),
    placeholderData: keepPreviousData,
  });

  const page = orders.data;
  return (
    <div className="space-y-4">
      <MallOrderFilters filter={filter} onSearch={setFilter} />
      <MallOrderExcel filter={filter} />
      <p className="text-sm text-slate-600" aria-live="polite">
        총 {page?.pageInfo.total ?? 0}건
      </p>
      <AdminTable
        columns={mallOrderColumns}
        caption={`쇼핑몰 주문 (${filter.startDate} ~ ${filter.endDate})`}
        error={orders.error}
        empty={page?.list.length === 0}
        emptyText="주문 내역이 없습니다."
      >
        {page?.list.map((order) => (
          <MallOrderRow key={order.oid} order={order} onOpen={setOpenOid} />
        ))}
      </AdminTable>
      <AdminPager pageInfo={page?.pageInfo} size={mallOrderPageSize} onPage={turnPageOf(setFilter)} />
      <MallOrderDetailDialog oid={openOid} onClose={() => setOpenOid(null)} />
    </div>
  );
}
