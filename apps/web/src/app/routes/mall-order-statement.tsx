import { useParams } from 'react-router';
import { useOrderStatement } from '@/features/mall/orders/api/get-order-statement';
import { OrderStatementLoader } from '@/features/mall/orders/components/order-statement-loader';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mypage/statement/{oid}: the 거래명세서 of one of the member's paid orders, to print (login required). */
export function MallOrderStatementPage() {
  useDocumentTitle('거래명세서');
  const oid = useParams().oid ?? '';
  const statement = useOrderStatement(oid);
  return (
    <section className="mx-auto max-w-4xl px-2 py-8 sm:px-4 sm:py-12">
      <OrderStatementLoader statement={statement} />
    </section>
  );
}
