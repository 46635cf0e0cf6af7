/** Korean texts of the application history and cancel requests (spec §4, §5 Cancel, §8). */
export const historyMessages = {
  loginRequired: '로그인 후 이용해주세요.',
  registrationNotFound: '신청 내역을 찾을 수 없습니다.',
  notYours: '본인의 신청 내역만 취소할 수 있습니다.',
  notCancellable: '등록완료 상태의 신청만 취소할 수 있습니다.',
  alreadyRequested: '이미 취소 신청 중입니다.',
  periodOver: '취소 신청 기간이 지났습니다.',
  selectAttendees: '취소할 인원을 선택해주세요.',
  invalidAttendees: '취소할 수 없는 인원이 포함되어 있습니다.',
  nothingLeft: '취소할 인원이 없습니다.',
  invalidType: '취소 구분을 확인해주세요.',
  refundBankRequired: '환불받을 은행을 선택해주세요.',
  refundAccountNumberRequired: '환불받을 계좌번호를 입력해주세요.',
  refundAccountHolderRequired: '환불받을 예금주를 입력해주세요.',
  requested: '신청이 완료되었습니다. 처리 완료 후 안내드립니다.',
  cancelNotFound: '취소 신청 내역을 찾을 수 없습니다.',
  notInPeriod: '접수 기간이 아닙니다.',
  checking: '취소 확인 중',
} as const;

/**
 * Cancel request states (spec §4): 취소신청 until an administrator approves it (처리완료); 환불처리중 for
 * the moment the refund is with the payment provider.
 */
export const cancelStatuses = ['취소신청', '환불처리중', '처리완료'] as const;
export type CancelStatus = (typeof cancelStatuses)[number];

/** 부분 (some attendees, the default) or 전체 (everyone left). */
export const cancelTypes = ['부분', '전체'] as const;
export type CancelType = (typeof cancelTypes)[number];
