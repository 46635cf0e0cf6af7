/**
 * Why a person must look at a payment: an approval nobody could confirm or undo (`review`), a
 * provider notice that did not fit (`flagged`: a deposit the bank cancelled, a deposit of another
 * amount or into another account), or a refund whose outcome is unknown (`refundInDoubt`).
 */
export const attentionKinds = ['review', 'flagged', 'refundInDoubt'] as const;
export type AttentionKind = (typeof attentionKinds)[number];

export const attentionKindLabels: Record<AttentionKind, string> = {
  review: '승인 확인 필요',
  flagged: '입금 통보 확인',
  refundInDoubt: '환불 결과 확인',
};

/** A payment attempt's status as an administrator reads it. */
export const paymentStatusLabels: Record<string, string> = {
  ready: '결제 전',
  approving: '승인 중',
  waiting_deposit: '입금 대기',
  paid: '결제 완료',
  partially_refunded: '부분 환불',
  refunded: '전액 환불',
  failed: '실패',
  expired: '기한 만료',
  cancelled: '승인 취소',
  review: '확인 필요',
};

/**
 * What a person found out from the provider about a payment in the "확인 필요" list:
 * - `approved` / `notApproved`: an approval in review was charged, or was not (or has been cancelled);
 * - `refundMade` / `refundNotMade`: a refund in doubt went through, or did not;
 * - `acknowledged`: a flagged notice was looked into and needs nothing more here.
 */
export const paymentResolutions = [
  'approved',
  'notApproved',
  'refundMade',
  'refundNotMade',
  'acknowledged',
] as const;
export type PaymentResolutionKind = (typeof paymentResolutions)[number];

/** The buttons of each kind of row, with their Korean labels. */
export const resolutionsByKind: Record<
  AttentionKind,
  { resolution: PaymentResolutionKind; label: string }[]
> = {
  review: [
    { resolution: 'approved', label: '결제됨으로 확정' },
    { resolution: 'notApproved', label: '승인 안 됨으로 확정' },
  ],
  refundInDoubt: [
    { resolution: 'refundMade', label: '환불됨으로 확정' },
    { resolution: 'refundNotMade', label: '환불 안 됨으로 확정' },
  ],
  flagged: [{ resolution: 'acknowledged', label: '확인 완료' }],
};

/** What a payment paid for, by the purpose its module registered. */
export const paymentPurposeLabels: Record<string, string> = {
  conference: '컨퍼런스',
  mall: '콘텐츠몰',
};
