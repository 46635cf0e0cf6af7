/** After the sale: refunds, exchanges and returns, extra payments, the content box and reviews (mall.md §4, §5, §8, §9). */

export const refundTypes = ['EXCHANGE', 'PAYBACK', 'CANCEL'] as const;
export type RefundType = (typeof refundTypes)[number];
export const refundTypeLabels: Record<RefundType, string> = {
  EXCHANGE: '교환',
  PAYBACK: '반품',
  CANCEL: '취소',
};

export const refundReasons = ['MIND_CHANGE', 'MISTAKE', 'DAMAGE', 'MISDELIVERY', 'OPTION_CHANGE'] as const;
export type RefundReason = (typeof refundReasons)[number];
export const refundReasonLabels: Record<RefundReason, string> = {
  MIND_CHANGE: '단순 변심',
  MISTAKE: '주문 실수',
  DAMAGE: '상품 파손·불량',
  MISDELIVERY: '오배송',
  OPTION_CHANGE: '옵션 변경',
};

export const refundStates = [
  'REFUND_REQUESTED',
  'REFUND_REQUEST_CANCEL',
  'REFUND_DENIED',
  'REFUND_APPROVED',
  'REFUND_PAY_TRY',
  'REFUND_PAY_FAIL',
  'REFUND_VBANK',
  'REFUND_PAID',
  'REFUND_DONE',
  'REFUND_EXCHANGE',
  'REFUND_CANCEL',
] as const;
export type RefundState = (typeof refundStates)[number];
export const refundStateLabels: Record<RefundState, string> = {
  REFUND_REQUESTED: '신청 완료 (검토 중)',
  REFUND_REQUEST_CANCEL: '신청 철회',
  REFUND_DENIED: '거절',
  REFUND_APPROVED: '승인',
  REFUND_PAY_TRY: '환불 진행 중',
  REFUND_PAY_FAIL: '환불 실패',
  REFUND_VBANK: '환불 입금 대기',
  REFUND_PAID: '환불 완료',
  REFUND_DONE: '처리 완료',
  REFUND_EXCHANGE: '교환 진행',
  REFUND_CANCEL: '취소 완료',
};

export const extraPaymentStatuses = [
  'EXTRA_CREATED',
  'EXTRA_TRY',
  'EXTRA_FAIL',
  'EXTRA_VBANK',
  'EXTRA_DONE',
] as const;
export type ExtraPaymentStatus = (typeof extraPaymentStatuses)[number];

export const contentStatusLabels: Record<string, string> = {
  NOT_PAID: '결제 대기',
  CREATE_DONE: '다운로드 가능',
  // Downloaded at least once (and still downloadable), not a download under way.
  DOWNLOAD_DOING: '다운로드함',
  DOWNLOAD_FIN: '다운로드 완료',
  CREATE_FAIL: '생성 실패',
  REFUNDED: '환불됨',
};

export const afterSaleLimits = {
  /** Content box, downloads and my reviews: 10 a page; my posts 12 (§9). */
  pageSize: 10,
  postPageSize: 12,
  /** The content box and download history show the last 14 days by default (§9). */
  contentDefaultDays: 14,
  refundPhotosMax: 4,
  refundTitleMax: 100,
  refundDetailMax: 2000,
  reviewTitleMax: 100,
  reviewPhotosMax: 10,
} as const;

/** The Korean texts of my page, the content box, refunds, extra payments and reviews. */
export const afterSaleMessages = {
  paymentPending: '결제 대기',
  downloadUnavailable: '다운로드할 수 없습니다.',
  contentRefunded: '환불된 콘텐츠는 다운로드할 수 없습니다.',
  /** A request asks the content back: it is decided on the content as it was asked for. */
  contentAskedBack:
    '환불(청약철회) 신청이 처리되는 동안에는 다운로드할 수 없습니다. 신청을 철회하면 다시 다운로드할 수 있습니다.',
  contentSystemError: '시스템 오류로 콘텐츠가 준비되지 않았습니다. 고객센터로 문의해 주세요.',
  expired: '기간 만료',
  contentNotFound: '콘텐츠를 찾을 수 없습니다.',
  fileNotFound: '파일을 찾을 수 없습니다.',
  refundTypeRequired: '구분을 선택해 주세요.',
  refundProductRequired: '상품을 선택해 주세요.',
  refundTitleRequired: '제목을 입력해 주세요.',
  refundReasonRequired: '사유를 선택해 주세요.',
  refundDone: '신청이 완료되었습니다. 검토 후 처리됩니다.',
  refundWhileDeposit: '입금 대기 중에는 취소·반품·교환을 신청할 수 없습니다.',
  refundNotAllowed: '신청할 수 없는 주문입니다.',
  refundPending: '이미 검토 중인 신청이 있습니다.',
  refundLineAlreadyRefunded: '이미 환불된 상품입니다. 환불되지 않은 상품만 신청할 수 있습니다.',
  refundNothingLeft: '이 주문에는 더 환불할 상품이 없습니다.',
  refundQuantityInvalid: '신청 수량은 1개부터 남은 수량까지 고를 수 있습니다.',
  refundOptionUnitsInvalid: '옵션마다 신청 수량을 남은 수량 안에서 골라 주세요.',
  refundAccountNumberInvalid: '계좌번호는 숫자와 하이픈(-)만 입력해 주세요.',
  refundReturnUnshipped: '배송 준비 중인 상품은 반품·교환이 아니라 취소로 신청해 주세요.',
  refundCancelShipped: '이미 발송된 상품은 취소할 수 없습니다. 반품이나 교환으로 신청해 주세요.',
  refundContentsCancelOnly: '디지털 콘텐츠는 교환·반품할 수 없습니다. 취소(청약철회)로 신청해 주세요.',
  refundSubmitFailed: '잠시 후 다시 시도해 주세요.',
  refundWithdrawn: '신청을 철회했습니다.',
  refundNotWithdrawable: '검토 중인 신청만 철회할 수 있습니다.',
  imageOnly: '사진은 JPG, PNG, GIF, WEBP 이미지만 올릴 수 있습니다.',
  extraNotFound: '추가 결제할 내역이 없습니다.',
  extraCancelled: '사용자 요청으로 결제가 취소되었습니다.',
  reviewRatingRequired: '별점을 1점부터 5점까지 골라 주세요.',
  reviewTitleRequired: '제목을 입력해 주세요.',
  reviewContentRequired: '내용을 입력해 주세요.',
  reviewSaved: '리뷰가 등록되었습니다.',
  reviewDeleted: '리뷰가 삭제되었습니다.',
  reviewNotAllowed: '구매하신 상품에만 리뷰를 쓸 수 있습니다.',
  reviewNotDelivered: '배송이 완료된 상품에만 리뷰를 쓸 수 있습니다.',
  reviewHidden: '관리자가 숨긴 리뷰입니다',
  reviewExists: '이미 리뷰를 작성한 상품입니다.',
  reviewNotFound: '리뷰를 찾을 수 없습니다.',
} as const;
