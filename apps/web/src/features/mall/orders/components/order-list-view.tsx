import { useSearchParams } from 'react-router';
import { useOrders } from '../api/get-orders';
import { readOrderListQuery } from '../lib/order-date-range';
import { OrderListItem } from './order-list-item';
import { RangedList } from './ranged-list';

/**
 * The member's orders in a date range (default the last 30 days), 10 a page; the page and range live in
 * the address, so reload and back/forward show the same list.
 */
export function OrderListView() {
  const [search] = useSearchParams();
  const query = readOrderListQuery(search);
  const orders = useOrders(query);

  return (
    <RangedList
      query={query}
      noun="주문"
      emptyText="조회 기간에 주문 내역이 없습니다."
      loadingLabel="주문 내역을 불러오는 중…"
      list={orders}
      rowCount={orders.data?.customerOrderList.length ?? 0}
    >
      {orders.data?.customerOrderList.map((order) => (
        <OrderListItem key={order.oid} order={order} />
      ))}
    </RangedList>
  );
}
