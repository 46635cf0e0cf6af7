import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format-date';

/** One fact of a ticket: its name over its value. */
export function TicketField({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-base text-slate-900">{children}</dd>
    </div>
  );
}

type SessionFacts = {
  local: string;
  place: string;
  startsAt: string | null;
  schedule: string;
  roomGuide: string | null;
};

/** Where and when the session is, as the group's ticket and each attendee's ticket say it. */
export function SessionFields({ session }: { session: SessionFacts }) {
  return (
    <>
      <TicketField term="장소">
        {session.local} {session.place}
      </TicketField>
      <TicketField term="일자">{session.startsAt ? formatDate(session.startsAt) : '-'}</TicketField>
      <TicketField term="일정">{session.schedule}</TicketField>
      {session.roomGuide && (
        <TicketField term="강의실 안내">
          <span className="whitespace-pre-wrap">{session.roomGuide}</span>
        </TicketField>
      )}
    </>
  );
}
