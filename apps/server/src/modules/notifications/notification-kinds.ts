/**
 * The four guides an administrator sends to a conference's registrants (spec §2 applicant lists). Each
 * conference has its own editable text per kind; these defaults stand until an administrator edits one.
 */
export const notificationKinds = ['barcode', 'schedule', 'online_first', 'online_second'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  barcode: '바코드 안내',
  schedule: '일정 안내',
  online_first: '온라인 1차 안내',
  online_second: '온라인 2차 안내',
};

/** The outbox `template` code of each kind (the approved alimtalk template it will use). */
export const notificationTemplateCodes: Record<NotificationKind, string> = {
  barcode: 'conference_barcode',
  schedule: 'conference_schedule',
  online_first: 'conference_online_first',
  online_second: 'conference_online_second',
};

export const defaultTemplateTexts: Record<NotificationKind, string> = {
  barcode: `[하나바이블] #{이름}님, #{컨퍼런스} 바코드 안내입니다.
회차: #{회차} (#{지역})
장소: #{장소}
일정: #{일정}
부서: #{부서}
바코드 번호: #{바코드}
행사 당일 아래 링크의 바코드를 등록대에 보여주세요.
#{바코드링크}`,
  schedule: `[하나바이블] #{이름}님, #{컨퍼런스} 일정 안내입니다.
일정: #{일정}
장소: #{장소} (#{지역})
부서: #{부서}
입장 바코드: #{바코드링크}
늦지 않게 도착해 주세요. 감사합니다.`,
  online_first: `[하나바이블] #{이름}님, #{컨퍼런스} 온라인 모임 안내입니다.
일정: #{일정}
아래 링크에서 접속 방법을 미리 확인해 주세요.
#{온라인링크}`,
  online_second: `[하나바이블] #{이름}님, 곧 #{컨퍼런스} 온라인 모임이 시작됩니다.
아래 링크로 접속해 주세요.
#{온라인링크}
회의 ID: #{회의ID} / 암호: #{회의암호}`,
};

/** Longest template text an administrator may save (an alimtalk message holds 1,000 characters). */
export const templateTextMaxLength = 1000;
