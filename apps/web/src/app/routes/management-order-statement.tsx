import { useParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useAccount } from '@/features/accounts/api/get-account';
import { isAdmin } from '@/features/accounts/components/member-links';
import { AdminOrderStatement } from '@/features/management/mall-orders/order-statement-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /management/mall-orders/{oid}/statement: an order's 거래명세서 for the administration, opened from the
 * order detail and printed by the browser. The server's admin guard is what keeps others out.
 */
export function ManagementOrderStatementPage() {
  useDocumentTitle('거래명세서');
  const oid = useParams().oid ?? '';
  const { account, isPending } = useAccount();
  if (isPending) return <PageLoading />;
  return (
    <section className="mx-auto max-w-4xl px-2 py-8 sm:px-4 sm:py-12">
      {account && isAdmin(account) ? (
        <AdminOrderStatement oid={oid} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-6 text-center text-red-700">
          관리자만 이용할 수 있습니다.
        </p>
      )}
    </section>
  );
}
