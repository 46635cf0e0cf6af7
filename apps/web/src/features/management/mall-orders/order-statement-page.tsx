import { useQuery } from '@tanstack/react-query';
import { OrderStatementLoader } from '@/features/mall';
import { getAdminOrderStatement, mallOrdersQueryKey } from './admin-mall-orders-api';

/** The administration's 거래명세서 of any order, ready to print. */
export function AdminOrderStatement({ oid }: { oid: string }) {
  const statement = useQuery({
    queryKey: [...mallOrdersQueryKey, 'statement', oid],
    queryFn: ({ signal }) => getAdminOrderStatement(oid, signal),
  });
  return <OrderStatementLoader statement={statement} />;
}
