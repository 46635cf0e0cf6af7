// The waiting list's words and states, without its schemas: the conference page shows 대기 신청 and
// should not load zod for it (waiting-list.contract.ts holds the schemas).
import { maxAttendeesPerRegistration } from '../registrations/registration.messages';

/** How long an offer holds its seats unless the administrator says otherwise (site-wide, in hours). */
export const defaultOfferHours = 24;
export const offerHoursLimits = { min: 1, max: 168 } as const;

/** Korean texts of the waiting list (대기 신청). */
export const waitingListMessages = {
  loginRequired: '로그인 후 대기 신청을 할 수 있습니다.',
  notFound: '대기 신청을 할 수 있는 부서가 아닙니다.',
  notInPeriod: '접수 기간에만 대기 신청을 할 수 있습니다.',
  notFull: '아직 자리가 남아 있습니다. 바로 신청해 주세요.',
  headcountInvalid: `인원은 1명부터 ${maxAttendeesPerRegistration}명까지 입력해 주세요.`,
  alreadyWaiting: '이미 이 부서에 대기 신청을 하셨습니다.',
  entryNotFound: '대기 신청을 찾을 수 없습니다.',
  entryClosed: '이미 끝난 대기 신청입니다.',
  offerNotFound: '받은 자리 제안을 찾을 수 없습니다.',
  offerOtherDepartment: '제안받은 부서와 신청하는 부서가 다릅니다.',
  offerUsed: '이미 사용했거나 끝난 자리 제안입니다.',
  offerExpired: '자리 제안의 신청 기한이 지났습니다.',
  offerTooMany: (seats: number) =>
    `제안받은 자리는 ${seats}석입니다. 참석자를 ${seats}명 이하로 입력해 주세요.`,
  cannotMove: '더 옮길 수 없습니다.',
  offerHoursInvalid: `제안 유효 시간은 ${offerHoursLimits.min}시간부터 ${offerHoursLimits.max}시간까지 정할 수 있습니다.`,
} as const;

/** 대기 while waiting, 제안중 while seats are held for it, then how it ended. */
export const waitingEntryStatuses = ['대기', '제안중', '신청함', '기회만료', '양보', '취소', '삭제'] as const;
export type WaitingEntryStatus = (typeof waitingEntryStatuses)[number];
export const waitingOfferStatuses = ['제안중', '수락', '만료', '양보', '취소'] as const;
export type WaitingOfferStatus = (typeof waitingOfferStatuses)[number];
