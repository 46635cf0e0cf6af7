import { sessionTitle, type Ticket } from '@edu/shared';
import { barcodeImageUrl } from '../api/get-ticket';
import { CalendarLinks } from './calendar-links';
import { SessionFields, TicketField } from './ticket-fields';

/**
 * The group's barcode ticket (spec §2 Other pages): shown at the door, the barcode read by the venue's
 * scanner, which then shows the whole group to admit. Each attendee's own ticket follows on the page.
 */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const session = sessionTitle(ticket.number, ticket.label);
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="bg-brand-700 px-6 py-5 text-white">
        <p className="text-sm text-brand-100">
          {session} · {ticket.local}
        </p>
        <h2 className="mt-1 text-xl font-bold">{ticket.title}</h2>
      </header>
      <div className="space-y-6 px-6 py-6">
        <dl className="grid grid-cols-2 gap-4">
          <TicketField term="부서">{ticket.dept}</TicketField>
          <TicketField term="배정 강의실">{ticket.roomname || '배정 전'}</TicketField>
        </dl>
        <figure className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-5">
          <img
            src={barcodeImageUrl(ticket.idx)}
            alt={`바코드 ${ticket.barcode}`}
            className="h-auto max-w-full [image-rendering:pixelated]"
          />
          <figcaption className="mt-2 font-mono text-lg tracking-[0.3em] text-slate-900">
            {ticket.barcode}
          </figcaption>
          {ticket.attendees.length > 1 && (
            <p className="mt-3 text-center text-sm text-slate-600">
              단체 바코드입니다. 등록대에서 함께 오신 분들을 한 번에 입장 처리할 수 있고, 따로 오시는 분은
              아래 참석자별 티켓을 보여주시면 됩니다.
            </p>
          )}
        </figure>
        <dl className="space-y-3">
          <SessionFields session={ticket} />
          <TicketField term="신청자">
            {ticket.name} ({ticket.church})
          </TicketField>
          <TicketField term="참석 인원">{ticket.headcount}명</TicketField>
        </dl>
        <CalendarLinks calendar={ticket.calendar} />
        {ticket.attendees.length > 0 && (
          <section aria-label="참석자">
            <h3 className="text-sm font-semibold text-slate-700">참석자</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {ticket.attendees.map((attendee) => (
                <li key={attendee.idx} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                  {attendee.name} <span className="text-slate-600">{attendee.church}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
