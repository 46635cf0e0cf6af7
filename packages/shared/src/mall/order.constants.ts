import { payMethodLabels, payMethods } from '../payments/pay-methods';
import { paymentHold } from '../payments/payment-hold';

/** The mall's cart and orders: statuses, labels, card companies, limits and Korean texts (mall.md §4, §5, §8, §9). */

export const orderStatuses = [
  'PAY_WAIT',
  'VBANK_WAIT',
  'PAY_FAIL',
  'ORDER_DONE',
  'REFUND_WAIT',
  'EXTRA_PAID',
  'PART_RETURNED',
  'FULL_RETURNED',
  'PART_EXCHANGED',
  'FULL_EXCHANGED',
  'CANCEL',
  'EXTRA_CREATED',
  'EXTRA_TRY',
  'EXTRA_FAIL',
  'EXTRA_VBANK',
  'EXTRA_DONE',
  'DELETED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  PAY_WAIT: '결제 대기',
  VBANK_WAIT: '입금 대기',
  PAY_FAIL: '결제 실패',
  ORDER_DONE: '주문 완료',
  REFUND_WAIT: '환불 대기',
  EXTRA_PAID: '추가 결제 완료',
  PART_RETURNED: '부분 반품',
  FULL_RETURNED: '전체 반품',
  PART_EXCHANGED: '부분 교환',
  FULL_EXCHANGED: '전체 교환',
  CANCEL: '주문 취소',
  // The spec's status name is (추가)결제생성; the member reads what it means.
  EXTRA_CREATED: '추가 결제 요청',
  EXTRA_TRY: '추가 결제 시도',
  EXTRA_FAIL: '추가 결제 실패',
  EXTRA_VBANK: '추가 결제 입금 대기',
  EXTRA_DONE: '추가 결제 완료',
  DELETED: '삭제',
  REFUNDED: '환불 완료',
};

/** Orders whose money is in (paid, or paid and since changed): their lines may be reviewed, returned or exchanged. */
export const paidOrderStatuses = [
  'ORDER_DONE',
  'REFUND_WAIT',
  'EXTRA_CREATED',
  'EXTRA_TRY',
  'EXTRA_FAIL',
  'EXTRA_VBANK',
  'EXTRA_DONE',
  'EXTRA_PAID',
  'PART_RETURNED',
  'PART_EXCHANGED',
  'FULL_EXCHANGED',
] as const satisfies readonly OrderStatus[];

/** Paid orders an extra charge can be asked of: those without one already (no EXTRA_ status). */
export const extraChargeStatuses = paidOrderStatuses.filter((status) => !status.startsWith('EXTRA_'));

export const deliveryStatuses = [
  'NOT_PAID',
  'READY',
  'START',
  'DELIVERED',
  'PART_RETURNED',
  'FULL_RETURNED',
  'RAPT_EXCHANGED',
  'FULL_EXCHANGED',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  NOT_PAID: '결제 전',
  READY: '배송 준비 중',
  START: '배송 중',
  DELIVERED: '배송 완료',
  PART_RETURNED: '부분 반품',
  FULL_RETURNED: '반품 완료',
  RAPT_EXCHANGED: '부분 교환',
  FULL_EXCHANGED: '교환 완료',
};

/** A bought content's state in the content box (its screens come with the after-sales issue). */
export const orderContentStatuses = [
  'NOT_PAID',
  'DOWNLOAD_FIN',
  'DOWNLOAD_DOING',
  'CREATE_DONE',
  'CREATE_FAIL',
  /** The order was refunded whole: the content can no longer be downloaded. */
  'REFUNDED',
] as const;
export type OrderContentStatus = (typeof orderContentStatuses)[number];

/** How an order was paid: the provider's methods, VCard on old orders, free for orders costing nothing. */
export const orderPayMethods = [...payMethods, 'VCard', 'free'] as const;
export type OrderPayMethod = (typeof orderPayMethods)[number];

export const orderPayMethodLabels: Record<OrderPayMethod, string> = {
  ...payMethodLabels,
  VCard: '신용카드',
  free: '무료',
};

/** The label of a stored pay method; an unknown one is shown as it is. */
export const orderPayMethodLabel = (method: string | null): string =>
  method ? (orderPayMethodLabels[method as OrderPayMethod] ?? method) : '-';

/**
 * KG Inicis card codes (CARD_Code of the approval, P_FN_CD1 on mobile) and their Korean names: the
 * acquirers (01–25) and the issuers of the payment window's card list (26–95), as Inicis publishes them.
 */
export const cardCompanyNames: Readonly<Record<string, string>> = {
  '01': '하나(외환)카드',
  '03': '롯데카드',
  '04': '현대카드',
  '06': 'KB국민카드',
  '11': 'BC카드',
  '12': '삼성카드',
  '14': '신한카드',
  '15': '한미카드',
  '16': 'NH농협카드',
  '17': '하나카드',
  '21': '해외 VISA',
  '22': '해외 MASTER',
  '23': '해외 JCB',
  '24': '해외 AMEX',
  '25': '해외 DINERS',
  '26': '중국은련',
  '32': '광주카드',
  '33': '전북카드',
  '34': '하나카드',
  '35': '산업카드',
  '41': 'NH농협카드',
  '43': '씨티카드',
  '44': '우리카드',
  '48': '신협체크카드',
  '51': '수협카드',
  '52': '제주카드',
  '54': 'MG새마을금고체크카드',
  '55': '케이뱅크',
  '56': '카카오뱅크',
  '71': '우체국체크카드',
  '95': '저축은행체크카드',
};

/** The card company of a code, or the spec's "카드사를 찾을 수 없습니다." */
export function cardCompanyName(code: string | null | undefined): string {
  return (code && cardCompanyNames[code]) || '카드사를 찾을 수 없습니다.';
}

export const orderLimits = {
  /** Order and payment lists: 10 a page, the last 30 days by default (§9). */
  listPageSize: 10,
  listDefaultDays: 30,
  /** A cart holds at most this many items; a line at most this many units. */
  cartItemsMax: 100,
  lineQuantityMax: 999,
  /** A delivery request message per warehouse. */
  requestMessageMax: 100,
  /** Unpaid orders hold their stock this long while the payer is in the window (one rule with registrations). */
  holdMinutes: paymentHold.minutes,
} as const;

/** The Korean texts of the cart, the order form and the orders (mall.md paraphrases most; quoted ones exact). */
export const orderMessages = {
  addedToCart: '장바구니에 담았습니다.',
  optionsChanged: '옵션을 변경했습니다.',
  quantityChanged: '수량을 변경했습니다.',
  licenseChanged: '장바구니에 담긴 콘텐츠의 라이선스를 변경했습니다.',
  alreadyInCart: '이미 장바구니에 담긴 콘텐츠입니다.',
  outOfStock: '일부 옵션의 재고가 부족합니다.',
  outOfStockShort: '재고가 부족합니다.',
  salesStopped: '판매가 중지된 상품이라 구매할 수 없습니다.',
  loginRequired: '로그인이 필요한 서비스입니다.',
  systemError: '시스템 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  cartLoadFailed: '장바구니를 불러오지 못했습니다. 새로고침 후 다시 시도해 주세요.',
  orderFormFailed: '주문서를 불러오지 못했습니다. 새로고침 후 다시 시도해 주세요.',
  optionLoadFailed: '상품 정보를 가져오지 못했습니다.',
  cartItemNotFound: '장바구니에서 상품을 찾을 수 없습니다.',
  cartFull: '장바구니에는 100개까지 담을 수 있습니다.',
  selectToDelete: '삭제할 상품을 선택해 주세요.',
  selectToOrder: '주문할 상품 또는 콘텐츠를 선택해 주세요.',
  deleted: '삭제되었습니다.',
  noItemsToOrder: '주문할 상품이 없습니다.',
  ordererName: '주문자 이름을 입력해 주세요.',
  ordererPhone: '주문자 연락처를 입력해 주세요.',
  ordererPhoneInvalid: '주문자 연락처를 010-1234-5678처럼 휴대폰 번호로 입력해 주세요.',
  ordererEmail: '주문자 이메일을 입력해 주세요.',
  ordererEmailInvalid: '주문자 이메일 주소를 name@example.com처럼 올바르게 입력해 주세요.',
  recipientName: '받는 분 이름을 입력해 주세요.',
  recipientPhone: '받는 분 연락처를 입력해 주세요.',
  recipientPhoneInvalid: '받는 분 연락처를 010-1234-5678처럼 휴대폰 번호로 입력해 주세요.',
  postcode: '우편번호를 입력해 주세요.',
  address: '주소를 입력해 주세요.',
  detailAddress: '상세 주소를 입력해 주세요.',
  selectPayMethod: '결제 수단을 선택해 주세요.',
  invalidRequest: '잘못된 요청입니다.',
  paymentCancelled: '사용자 요청으로 결제가 취소되었습니다.',
  paymentFailed: '결제에 실패했습니다.',
  freeOrderDone: '주문이 완료되었습니다.',
  orderNotFound: '주문 정보를 찾을 수 없습니다.',
  notPayable: '결제할 수 없는 주문입니다.',
  orderChanged: '주문하신 상품의 정보가 바뀌었습니다. 장바구니를 다시 확인해 주세요.',
  receiptNotFound: '영수증을 찾을 수 없습니다.',
  cardCompanyUnknown: '카드사를 찾을 수 없습니다.',
  dateAfterToday: '오늘 이후의 날짜는 선택할 수 없습니다.',
  dateRangeReversed: '시작일이 종료일보다 늦습니다.',
} as const;

/** An order waiting for its payment: the stock it took is held, and given back if it is never paid. */
export const awaitingPaymentStatuses: readonly string[] = ['PAY_WAIT', 'VBANK_WAIT'];
