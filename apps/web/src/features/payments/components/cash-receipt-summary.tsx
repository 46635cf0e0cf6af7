import { type CashReceipt, cashReceiptKindLabels } from '@edu/shared';
import { NewWindowMark } from '@/components/ui/new-window-mark';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format-won';

/**
 * A payment's 현금영수증: the kind and masked number asked for, then once the provider issued it its
 * approval number (when the provider named one) and time, "현금영수증 보기" opening the provider's receipt, and what refunds cancelled.
 */
export function CashReceiptSummary({ receipt }: { receipt: CashReceipt }) {
  return (
    <div className="space-y-1">
      <p>
        {cashReceiptKindLabels[receipt.kind]}
        {receipt.maskedIdentifier && ` · ${receipt.maskedIdentifier}`}
      </p>
      {receipt.approvalNumber ? (
        <p className="text-slate-600">
          승인 번호 {receipt.approvalNumber}
          {receipt.issuedAt && ` · ${formatDateTime(receipt.issuedAt)} 발급`}
        </p>
      ) : receipt.issuedAt ? (
        // A PC transfer's receipt: issued with the payment, its number is on the provider's page.
        <p className="text-slate-600">{formatDateTime(receipt.issuedAt)} 발급</p>
      ) : receipt.awaitsDeposit === false ? (
        <p className="text-slate-600">발급되지 않았습니다. 필요하시면 고객센터로 문의해 주세요.</p>
      ) : (
        <p className="text-slate-600">입금이 확인되면 발급됩니다.</p>
      )}
      {receipt.cancelledAmount > 0 && (
        <p className="text-red-700">환불로 {formatWon(receipt.cancelledAmount)} 취소됨</p>
      )}
      {receipt.url && (
        <a
          href={receipt.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block font-semibold text-brand-700 underline underline-offset-2"
        >
          현금영수증 보기
          <NewWindowMark />
        </a>
      )}
    </div>
  );
}
