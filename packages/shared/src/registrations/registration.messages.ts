/** Korean texts of registration (spec §5 Registration, §8 Registration). */
export const registrationMessages = {
  loginRequired: '로그인 후 이용해주세요.',
  notInPeriod: '접수 기간이 아닙니다.',
  applicantNameRequired: '신청자 이름을 입력해 주세요.',
  phoneInvalid: '올바른 핸드폰 번호를 입력해주세요.',
  emailInvalid: '이메일 형식이 올바르지 않습니다.',
  churchRequired: '교회명을 기입해주세요.',
  attendeesRequired: '참석자를 1명 이상 입력해주세요.',
  attendeeIncomplete: '참석자 정보를 모두 기입해주세요.',
  attendeePhoneInvalid: '참석자의 핸드폰 번호를 올바르게 입력해주세요. (입력하지 않으셔도 됩니다)',
  addressRequired: '주소를 입력해주세요.',
  agreementRequired: '약관에 동의해 주세요.',
  overCapacity: '신청 가능 인원이 초과되었습니다.',
  closed: '접수가 마감되었습니다.',
  /** What a phone shows instead when the session is full (spec §8 Registration, "mobile 403"). */
  closedOnMobile: '신청 인원 다 차서 신청이 마감 되었습니다. 감사합니다.',
  sessionNotFound: '신청할 수 있는 컨퍼런스가 아닙니다.',
  tooManyAttendees: '한 번에 100명까지 신청할 수 있습니다.',
  holdExpired: '결제 시간이 지나 신청이 취소되었습니다.',
} as const;

/** Registration status (spec §4). */
export const registrationStatuses = [
  '결제시도',
  '결제대기',
  '입금대기',
  '결제실패',
  '등록완료',
  '등록취소',
] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/**
 * Unpaid states whose seats are held for the payer on the payment page until `hold_expires_at`: the
 * hold the page counts down and may extend (입금대기 waits for its deposit deadline instead).
 */
export const statusesHeldForPayer: readonly string[] = [
  '결제시도',
  '결제대기',
] satisfies RegistrationStatus[];

/** Most attendees one registration may carry. */
export const maxAttendeesPerRegistration = 100;
