import { ReasonDialog } from '../components/reason-dialog';
import type { AdminRefund } from './admin-mall-refunds-api';
import { denyReasonMax, denyRequestOf } from './lib/refund-decisions';

type Props = {
  /** The request being denied; null when closed. */
  refund: AdminRefund | null;
  busy: boolean;
  onDeny: (reason: string) => void;
  onClose: () => void;
};

/** Denying a request: the reason (required, up to 300 characters) is what the buyer is told. */
export function DenyRefundDialog({ refund, busy, onDeny, onClose }: Props) {
  return (
    <ReasonDialog
      key={refund?.refundId}
      open={refund !== null}
      title="신청 거절"
      summary={
        refund && (
          <>
            <span className="font-mono text-xs">{refund.oid}</span> · {refund.buyerName} · {refund.title}
          </>
        )
      }
      label="거절 사유"
      hint="구매자에게 이 사유가 안내됩니다."
      max={denyReasonMax}
      action="거절"
      busy={busy}
      check={(text) => {
        const request = denyRequestOf(text);
        return request.ok ? { ok: true, reason: request.body.reason } : request;
      }}
      onSubmit={onDeny}
      onClose={onClose}
    />
  );
}
