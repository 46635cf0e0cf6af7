import { afterSaleMessages, mediaUrl, type Refund, refundReasonLabels, refundTypeLabels } from '@edu/shared';
import { useDialog } from '@/components/ui/dialog-provider';
import { useWithdrawRefund } from '../api/withdraw-refund';
import {
  type RefundTone,
  refundMethodText,
  refundStateText,
  refundStateTone,
  refundUnitsText,
} from '../lib/refund-labels';

const toneClass: Record<RefundTone, string> = {
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  refused: 'bg-red-50 text-red-700 ring-red-200',
  closed: 'bg-slate-100 text-slate-600 ring-slate-200',
  moving: 'bg-brand-50 text-brand-700 ring-brand-100',
};

/** The order's exchange, return and cancel requests, newest as the server lists them, each with its state. */
export function RefundRequestList({ refunds }: { refunds: Refund[] }) {
  if (refunds.length === 0) return <p className="text-sm text-slate-600">신청 내역이 없습니다.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {refunds.map((refund) => (
        <RefundRow key={refund.refundId} refund={refund} />
      ))}
    </ul>
  );
}

function RefundRow({ refund }: { refund: Refund }) {
  const dialog = useDialog();
  const withdraw = useWithdrawRefund();
  const waiting = refund.refundStatus === 'REFUND_REQUESTED';

  const askWithdraw = async () => {
    if (withdraw.isPending || !(await dialog.confirm('신청을 철회하시겠습니까?'))) return;
    try {
      await withdraw.mutateAsync(refund.refundId);
    } catch (error) {
      await dialog.alert(error instanceof Error ? error.message : afterSaleMessages.refundNotWithdrawable);
      return;
    }
    await dialog.alert(afterSaleMessages.refundWithdrawn);
  };

  return (
    <li className="space-y-3 px-4 py-4 text-sm">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {refundTypeLabels[refund.refundType] ?? refund.refundType}
            </span>
            <span className="font-semibold break-words text-slate-900">{refund.title}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
            <span>{refundReasonLabels[refund.reasonType] ?? refund.reasonType}</span>
            <span aria-hidden="true">·</span>
            <span>{refundMethodText(refund.method)}</span>
            <span aria-hidden="true">·</span>
            <span>신청일 {refund.requestDateTime}</span>
          </p>
        </div>
        <span
          className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClass[refundStateTone(refund.refundStatus)]}`}
        >
          {refundStateText(refund.refundStatus)}
        </span>
      </div>
      {refund.items.length > 0 && (
        <ul aria-label="신청 상품" className="space-y-0.5 text-slate-700">
          {refund.items.map((item) => (
            <li key={item.orderProductId} className="break-words">
              {item.title} <span className="text-slate-500">· {refundUnitsText(item)}</span>
            </li>
          ))}
        </ul>
      )}
      {refund.reasonDetail && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 break-words whitespace-pre-line text-slate-700">
          {refund.reasonDetail}
        </p>
      )}
      {refund.images.length > 0 && (
        <ul aria-label="첨부한 사진" className="flex flex-wrap gap-2">
          {refund.images.map((image, index) => (
            <li key={image}>
              <a
                href={mediaUrl(image)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`사진 ${index + 1} 크게 보기 (새 창)`}
                className="block overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-600"
              >
                <img src={mediaUrl(image)} alt="" loading="lazy" className="size-16 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {(waiting || refund.withdrawable) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {waiting && <p className="text-amber-800">관리자가 검토한 뒤 처리됩니다.</p>}
          {refund.withdrawable && (
            <button
              type="button"
              onClick={askWithdraw}
              disabled={withdraw.isPending}
              className="ml-auto rounded-lg border border-slate-300 px-3 py-2 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
            >
              {withdraw.isPending ? '철회하는 중…' : '신청 철회'}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
