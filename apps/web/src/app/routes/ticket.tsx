import { useParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useAttendeeTicket } from '@/features/tickets/api/get-attendee-ticket';
import { AttendeeTicketCard } from '@/features/tickets/components/attendee-ticket-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /ticket/{token}: one attendee's own ticket, opened by the private link the applicant passed on or
 * KakaoTalk sent (no login). A cancelled attendee's link answers the server's refusal instead.
 */
export function TicketPage() {
  useDocumentTitle('입장 티켓');
  const token = useParams().token ?? '';
  const ticket = useAttendeeTicket(token);

  return (
    <section className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">입장 티켓</h1>
      {ticket.data ? (
        <AttendeeTicketCard ticket={ticket.data} token={token} />
      ) : ticket.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-4 font-semibold text-red-700">
          {ticket.error.message}
        </p>
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
