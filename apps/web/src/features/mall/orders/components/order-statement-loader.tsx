import type { OrderStatement } from '@edu/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoading } from '@/components/layout/page-loading';
import { OrderStatementView } from './order-statement-view';

/** A statement being read: the printable page once it arrives, else the wait or the server's refusal. */
export function OrderStatementLoader({ statement }: { statement: UseQueryResult<OrderStatement> }) {
  if (statement.data) return <OrderStatementView statement={statement.data} />;
  if (statement.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-6 text-center text-red-700">
        {statement.error.message}
      </p>
    );
  return <PageLoading label="거래명세서를 불러오는 중…" />;
}
