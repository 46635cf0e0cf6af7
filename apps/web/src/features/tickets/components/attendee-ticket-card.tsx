import { type AttendeeTicket, sessionTitle } from '@edu/shared';
import { attendeeBarcodeImageUrl } from '../api/get-attendee-ticket';
import { CalendarLinks } from './calendar-links';
import { SessionFields, TicketField } from './ticket-fields';

/** One attendee's own ticket (/ticket/{token}): shown at the door, their barcode read by the scanner. */
export function AttendeeTicketCard({ ticket, token }: { ticket: AttendeeTicket; token: string }) {
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* Not a <header>: the print style hides headers, and a printed ticket keeps its title. */}
      <div className="bg-brand-700 px-5 py-5 text-white sm:px-6">
        <p className="text-sm text-brand-100">
          {sessionTitle(ticket.number, ticket.label)} · {ticket.local}
        </p>
        <h2 className="mt-1 text-xl font-bold">{ticket.title}</h2>
      </div>
      <div className="space-y-6 px-5 py-6 sm:px-6">
        <div>
          <p className="text-sm font-medium text-slate-500">참석자</p>
          <p className="mt-0.5 text-2xl font-bold text-slate-900">
            {ticket.name} <span className="text-base font-medium text-slate-600">{ticket.church}</span>
          </p>
        </div>
        {ticket.checked_in_at && (
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 font-semibold text-emerald-800">
            {ticket.checked_in_at.slice(0, 16)}에 입장하셨습니다.
          </p>
        )}
        <figure className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-3 py-5">
          <img
            src={attendeeBarcodeImageUrl(token)}
            alt={`바코드 ${ticket.barcode}`}
            className="h-auto max-w-full [image-rendering:pixelated]"
          />
          <figcaption className="mt-2 break-all text-center font-mono text-base tracking-[0.2em] text-slate-900">
            {ticket.barcode}
          </figcaption>
        </figure>
        <dl className="grid grid-cols-2 gap-4">
          <TicketField term="부서">{ticket.dept}</TicketField>
          <TicketField term="배정 강의실">{ticket.roomname || '배정 전'}</TicketField>
        </dl>
        <dl className="space-y-3">
          <SessionFields session={ticket} />
          <TicketField term="신청자">{ticket.applicant}</TicketField>
        </dl>
        <CalendarLinks calendar={ticket.calendar} />
        <p className="text-sm text-slate-600">행사 당일 이 화면의 바코드를 등록대에 보여주세요.</p>
      </div>
    </article>
  );
}
