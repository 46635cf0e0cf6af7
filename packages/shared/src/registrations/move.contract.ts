import { z } from 'zod';

/** Korean texts of moving a paid registration to another session (다른 세션으로 변경). */
export const moveMessages = {
  loginRequired: '로그인 후 이용해주세요.',
  registrationNotFound: '신청 내역을 찾을 수 없습니다.',
  notYours: '본인의 신청 내역만 변경할 수 있습니다.',
  notMovable: '등록완료 상태의 신청만 다른 세션으로 변경할 수 있습니다.',
  cancelPending: '취소 신청 중인 신청은 변경할 수 없습니다.',
  movePending:
    '결제를 기다리는 세션 변경이 있습니다. 먼저 결제를 마치거나 결제 시간이 지난 뒤 다시 시도해주세요.',
  periodOver: '취소 기간이 지나 세션을 변경할 수 없습니다.',
  targetRequired: '변경할 세션을 선택해주세요.',
  sameSession: '지금 신청한 세션과 다른 세션을 선택해주세요.',
  targetNotFound: '변경할 세션을 찾을 수 없습니다.',
  targetClosed: '변경할 세션의 기간이 지났습니다.',
  selectAttendees: '변경할 인원을 선택해주세요.',
  invalidAttendees: '변경할 수 없는 인원이 포함되어 있습니다.',
  checkedIn: '이미 입장한 참석자는 변경할 수 없습니다.',
  noRoom: '변경할 세션의 남은 자리가 부족합니다.',
  refundAccountRequired: '무통장입금으로 결제한 신청은 차액을 환불받을 계좌를 입력해주세요.',
  attendeesChanged: '변경하려던 참석자의 신청 내용이 바뀌어 세션 변경을 취소했습니다.',
  moved: '세션이 변경되었습니다.',
  payDifference: '차액을 결제하면 세션 변경이 완료됩니다.',
  refunded: '세션이 변경되었습니다. 차액은 결제하신 수단으로 환불됩니다.',
  refundFailed: '세션은 변경되었지만 차액 환불이 완료되지 않았습니다. 관리자가 확인 후 처리해 드립니다.',
} as const;

/** A session department the attendees could move to, with its seats left and price. */
export const moveTargetSchema = z.object({
  detailIdx: z.number().int(),
  /** The session's name (or its number) and department, as the page shows it. */
  name: z.string(),
  schedule: z.string(),
  price: z.number().int().describe('price per attendee'),
  seatsLeft: z.number().int().nullable().describe('null = no limit'),
  /** Price per attendee here minus what one attendee paid for the current session. */
  differencePerAttendee: z.number().int(),
});
export type MoveTarget = z.infer<typeof moveTargetSchema>;

/** GET …/move-options: what a move of registration {idx} can be, or why none. */
export const moveOptionsSchema = z.object({
  registrationIdx: z.number().int(),
  title: z.string(),
  current: z.string().describe('the current session and department'),
  pricePerAttendee: z.number().int(),
  /** Null when a move is possible; otherwise the reason in Korean. */
  refusal: z.string().nullable(),
  attendees: z.array(
    z.object({
      idx: z.number().int(),
      name: z.string(),
      church: z.string(),
      checkedIn: z.boolean(),
    }),
  ),
  targets: z.array(moveTargetSchema),
});
export type MoveOptions = z.infer<typeof moveOptionsSchema>;

/** POST …/move: the target department and the attendees (idxs of the registration's live ones). */
export const moveRequestSchema = z.object({
  targetDetailIdx: z.coerce.number().int().positive().optional(),
  attendeeIdxs: z.array(z.coerce.number().int().positive()).max(200).default([]),
  /** Where a cheaper move's difference goes back for a virtual-account payment. */
  refundBankCode: z.string().trim().max(10).optional(),
  refundAccountNumber: z.string().trim().max(50).optional(),
  refundAccountHolder: z.string().trim().max(50).optional(),
});
export type MoveRequest = z.input<typeof moveRequestSchema>;

export const moveStatuses = ['결제대기', '완료'] as const;
export type MoveStatus = (typeof moveStatuses)[number];

/** What a move came to: done at once (equal or cheaper), or waiting for the difference to be paid. */
export const moveResultSchema = z.object({
  moveIdx: z.number().int(),
  status: z.enum(moveStatuses),
  toRegistrationIdx: z.number().int(),
  /** The difference to pay in the payment window (0 when nothing is due). */
  payAmount: z.number().int(),
  /** The difference refunded to the original payment (0 when nothing is). */
  refundAmount: z.number().int(),
  /** done, refused or in_doubt for a refund; null when nothing is refunded. */
  refundStatus: z.enum(['done', 'refused', 'in_doubt']).nullable(),
  message: z.string(),
});
export type MoveResult = z.infer<typeof moveResultSchema>;

/** One move as the history and the registrant screen show it. */
export const moveRecordSchema = z.object({
  idx: z.number().int(),
  fromRegistrationIdx: z.number().int(),
  toRegistrationIdx: z.number().int(),
  from: z.string(),
  to: z.string(),
  attendees: z.array(z.string()).describe('names of the attendees moved'),
  priceDifference: z.number().int().describe('> 0 paid, < 0 refunded'),
  /** 완료, 결제대기, or 결제 미완료 when the difference was never paid (the hold ran out or failed). */
  status: z.string(),
  refundStatus: z.string().nullable(),
  /** The account a cheaper move of a deposit is refunded to, its number masked; null for none. */
  refundAccount: z
    .object({ bankCode: z.string(), number: z.string().describe('last 4 digits only'), holder: z.string() })
    .nullable(),
  byAdministrator: z.boolean(),
  createdDate: z.string(),
  completedDate: z.string().nullable(),
});
export type MoveRecord = z.infer<typeof moveRecordSchema>;
export const moveRecordsSchema = z.array(moveRecordSchema);
