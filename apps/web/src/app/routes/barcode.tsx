import { useParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { CertificateDownloads } from '@/features/certificates';
import { useTicket } from '@/features/tickets/api/get-ticket';
import { GroupAttendeeTickets } from '@/features/tickets/components/group-attendee-tickets';
import { TicketCard } from '@/features/tickets/components/ticket-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /barcode/{idx}: the member's barcode ticket for a completed registration (login required: see the
 * router): the group's barcode, then every attendee's own ticket, which can be printed together.
 */
export function BarcodePage() {
  useDocumentTitle('바코드 정보');
  const idx = Number(useParams().idx);
  const ticket = useTicket(idx);

  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">바코드 정보</h1>
      {!Number.isInteger(idx) || idx <= 0 ? (
        <p role="alert" className="text-red-700">
          신청 내역을 찾을 수 없습니다.
        </p>
      ) : ticket.data ? (
        <div className="space-y-8">
          <div className="print:hidden">
            <TicketCard ticket={ticket.data} />
          </div>
          <GroupAttendeeTickets ticket={ticket.data} />
          <CertificateDownloads
            conferenceIdx={ticket.data.conference_idx}
            registrationIdx={ticket.data.idx}
          />
        </div>
      ) : ticket.isError ? (
        <p role="alert" className="text-red-700">
          {ticket.error.message}
        </p>
      ) : (
        <PageLoading />
      )}
    </section>
  );
}
