import { useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { ListPager } from '@/components/ui/list-pager';
import { useOrders } from '../api/get-orders';
import { orderListSearch, readOrderListQuery } from '../lib/order-date-range';
import { OrderListItem } from './order-list-item';
import { OrderRangeForm } from './order-range-form';

/**
 * The member's orders in a date range (default the last 30 days), 10 a page; the page and range live in
 * the address, so reload and back/forward show the same list.
 */
export function OrderListView() {
  const [search, setSearch] = useSearchParams();
  const query = readOrderListQuery(search);
  const orders = useOrders(query);

  return (
    <div className="space-y-6">
      <OrderRangeForm
        // Back and forward change the address: the fields start again from it.
        key={`${query.startDate}~${query.endDate}`}
        range={query}
        onSearch={(range) => setSearch(orderListSearch({ ...range, page: 1 }))}
      />
      {orders.data ? (
        <>
          <p aria-live="polite" className="text-sm text-slate-600">
            {query.startDate.replaceAll('-', '.')} ~ {query.endDate.replaceAll('-', '.')} 주문{' '}
            <strong className="text-slate-900">{orders.data.pageInfo.total}</strong>건
          </p>
          {orders.data.customerOrderList.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white px-4 py-12 text-center text-slate-600">
              조회 기간에 주문 내역이 없습니다.
            </p>
          ) : (
            <ul
              aria-busy={orders.isPlaceholderData}
              className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
            >
              {orders.data.customerOrderList.map((order) => (
                <OrderListItem key={order.oid} order={order} />
              ))}
            </ul>
          )}
          <ListPager pageInfo={orders.data.pageInfo} />
        </>
      ) : orders.isError ? (
        <p role="alert" className="text-red-700">
          {orders.error.message}
        </p>
      ) : (
        <PageLoading label="주문 내역을 불러오는 중…" />
      )}
    </div>
  );
}
