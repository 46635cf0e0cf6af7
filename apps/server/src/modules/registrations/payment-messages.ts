import { formatWon } from '@edu/shared';
import { kstDateTime } from '../../platform/korean-time';
import type { OutgoingMessage } from '../messaging';

type Registration = { name: string; phone: string; headcount: number; totalPrice: number };
type Session = { title: string; dept: string };

/** The KakaoTalk message of a completed registration (sent once, when it becomes 등록완료). */
export function registrationPaidMessage(
  registration: Registration,
  session: Session,
  ticketPageUrl: string,
): OutgoingMessage {
  const text = `[하나바이블] ${registration.name}님, ${session.title} (${session.dept}) 신청이 완료되었습니다.
참석 인원: ${registration.headcount}명
결제 금액: ${formatWon(registration.totalPrice)}
신청 내역과 참석자별 바코드, 캘린더 추가는 아래 링크에서 확인하실 수 있습니다.
${ticketPageUrl}`;
  return { recipient: registration.phone, template: 'conference_paid', text, fallbackText: text };
}

/** The KakaoTalk message of an issued virtual account: bank, account, amount and deadline. */
export function depositRequestMessage(
  registration: Registration,
  session: Session,
  account: { bankName: string; number: string; holder: string; deadline: Date },
): OutgoingMessage {
  const text = `[하나바이블] ${registration.name}님, ${session.title} (${session.dept}) 신청이 접수되었습니다.
입금 계좌: ${account.bankName} ${account.number} (예금주 ${account.holder})
입금 금액: ${formatWon(registration.totalPrice)}
입금 기한: ${kstDateTime(account.deadline)}
기한 내에 입금하지 않으시면 신청이 취소됩니다.`;
  return { recipient: registration.phone, template: 'conference_vbank', text, fallbackText: text };
}

/**
 * The KakaoTalk message of one attendee's own ticket (to the phone the applicant entered for them):
 * the session, and the private links of the ticket and of its calendar file.
 */
export function attendeeTicketMessage(
  attendee: { name: string; phone: string },
  registration: { name: string },
  session: Session & { place: string; schedule: string },
  links: { ticketUrl: string; calendarUrl: string },
): OutgoingMessage {
  const text = `[하나바이블] ${attendee.name}님, ${session.title} (${session.dept}) 참석 티켓이 발급되었습니다.
신청자: ${registration.name}님
일정: ${session.schedule}
장소: ${session.place}
행사 당일 아래 링크의 바코드를 등록대에 보여주세요.
${links.ticketUrl}
캘린더에 추가: ${links.calendarUrl}`;
  return { recipient: attendee.phone, template: 'conference_attendee_ticket', text, fallbackText: text };
}
