import { purchaseConfirmationMessages } from '@edu/shared';
import { useDialog } from '@/components/ui/dialog-provider';
import { useConfirmPurchase } from '../api/confirm-purchase';

/**
 * 구매확정 of one delivered line: asked once more (no exchange or return afterwards), then told the
 * outcome; the order is read afresh and shows the line confirmed with its date.
 */
export function PurchaseConfirmButton({
  oid,
  orderItemId,
  itemTitle,
}: {
  oid: string;
  orderItemId: number;
  itemTitle: string;
}) {
  const dialog = useDialog();
  const confirm = useConfirmPurchase(oid);
  const ask = async () => {
    if (confirm.isPending || !(await dialog.confirm(purchaseConfirmationMessages.dialog))) return;
    try {
      await confirm.mutateAsync([orderItemId]);
    } catch (error) {
      await dialog.alert(error instanceof Error ? error.message : purchaseConfirmationMessages.notDelivered);
      return;
    }
    await dialog.alert(purchaseConfirmationMessages.done);
  };
  return (
    <button
      type="button"
      onClick={ask}
      disabled={confirm.isPending}
      aria-label={`${itemTitle} ${purchaseConfirmationMessages.button}`}
      className="min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {purchaseConfirmationMessages.button}
    </button>
  );
}
