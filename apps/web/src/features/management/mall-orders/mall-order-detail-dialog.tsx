import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/ui/modal';
import { getAdminMallOrder, mallOrdersQueryKey } from './admin-mall-orders-api';
import { MallOrderDetail } from './mall-order-detail';

type Props = { oid: string | null; onClose: () => void };

/**
 * The order picked in the table, in a wide modal (focus kept inside, Escape closes, focus returns to the
 * row): on a desk screen its parts sit side by side and its goods table has room; on a phone it is the
 * screen's width.
 */
export function MallOrderDetailDialog({ oid, onClose }: Props) {
  const detail = useQuery({
    queryKey: [...mallOrdersQueryKey, 'detail', oid],
    queryFn: ({ signal }) => getAdminMallOrder(oid ?? '', signal),
    enabled: oid !== null,
  });

  return (
    <Modal open={oid !== null} onOpenChange={(open) => !open && onClose()} title="주문 상세" size="wide">
      {detail.isPending && <p className="text-slate-600">불러오는 중…</p>}
      {detail.isError && (
        <p role="alert" className="text-red-700">
          {detail.error.message}
        </p>
      )}
      {detail.data && <MallOrderDetail order={detail.data} />}
    </Modal>
  );
}
