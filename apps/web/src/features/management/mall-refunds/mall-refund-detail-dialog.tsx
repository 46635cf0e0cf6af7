import { refundReasonLabels, refundTypeLabels } from '@edu/shared';
import { Modal } from '@/components/ui/modal';
import {
  InfoList,
  mediaUrl,
  orderStatusText,
  refundMethodText,
  refundStateText,
  refundUnitsText,
} from '@/features/mall';
import { adminBadgeClass } from '../components/admin-styles';
import { DetailSection } from '../mall-orders/detail-section';
import type { AdminRefund } from './admin-mall-refunds-api';
import { refundAmountNote, refundAmountText, refundStateTone } from './lib/refund-rows';

type Props = { refund: AdminRefund | null; onClose: () => void };

/** The request picked in the table, in a modal: everything the buyer wrote and sent, and the decision so far. */
export function MallRefundDetailDialog({ refund, onClose }: Props) {
  return (
    <Modal open={refund !== null} onOpenChange={(open) => !open && onClose()} title="교환·반품 신청 상세">
      {refund && <RefundDetail refund={refund} />}
    </Modal>
  );
}

/** What the decision note is, by the state it was written in. */
const noteLabel = (status: string) =>
  status === 'REFUND_DENIED' ? '거절 사유' : status === 'REFUND_PAY_FAIL' ? '환불 실패 사유' : '처리 메모';

function RefundDetail({ refund }: { refund: AdminRefund }) {
  return (
    <div className="space-y-6">
      <InfoList
        items={[
          { label: '주문번호', value: <span className="font-mono text-xs">{refund.oid}</span> },
          { label: '주문자', value: refund.buyerName || '-' },
          { label: '주문 상태', value: orderStatusText(refund.orderStatus) },
          { label: '신청일시', value: refund.requestDateTime },
          {
            label: '구분',
            value: `${refundTypeLabels[refund.refundType] ?? refund.refundType} · ${refundMethodText(refund.method)}`,
          },
          { label: '사유', value: refundReasonLabels[refund.reasonType] ?? refund.reasonType },
          {
            label: '상태',
            value: (
              <span className={adminBadgeClass[refundStateTone(refund.refundStatus)]}>
                {refundStateText(refund.refundStatus)}
              </span>
            ),
          },
          refund.decisionNote
            ? {
                label: noteLabel(refund.refundStatus),
                value: (
                  <span className={refund.refundStatus === 'REFUND_PAY_FAIL' ? 'text-red-700' : undefined}>
                    {refund.decisionNote}
                  </span>
                ),
              }
            : null,
          refund.refundType !== 'EXCHANGE' && {
            label: '환불 금액',
            value: [
              refundAmountText(refund),
              refund.refundAmount !== null && refundAmountNote(refund.refundStatus),
            ]
              .filter(Boolean)
              .join(' · '),
          },
          { label: '환불 계좌', value: refund.refundAccount || '없음' },
        ]}
      />
      <DetailSection title="신청 내용">
        <p className="font-medium break-words text-slate-900">{refund.title}</p>
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-700">
          {refund.reasonDetail || '상세 내용이 없습니다.'}
        </p>
      </DetailSection>
      <DetailSection title="신청 상품">
        {refund.items.length > 0 ? (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
            {refund.items.map((item) => (
              <li key={item.orderProductId} className="flex justify-between gap-3 px-3 py-2">
                <span className="break-words text-slate-900">{item.title}</span>
                <span className="text-slate-600">{refundUnitsText(item)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">
            {refund.method === 'ALL' ? '주문 전체' : '선택한 상품이 없습니다.'}
          </p>
        )}
      </DetailSection>
      <DetailSection title="첨부 사진">
        {refund.images.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {refund.images.map((image, index) => (
              <li key={image}>
                <a
                  href={mediaUrl(image)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <img src={mediaUrl(image)} alt="" loading="lazy" className="size-20 object-cover" />
                  <span className="sr-only">사진 {index + 1} 크게 보기 (새 창)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">첨부한 사진이 없습니다.</p>
        )}
      </DetailSection>
    </div>
  );
}
