import type { TicketCalendar } from '@edu/shared';
import { NewWindowMark } from '@/components/ui/new-window-mark';

/** "캘린더에 추가": the .ics file (phones and Outlook open it) and Google Calendar's form. */
export function CalendarLinks({ calendar }: { calendar: TicketCalendar | null }) {
  if (!calendar) return null;
  const linkClass =
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';
  return (
    <section aria-label="캘린더에 추가" className="space-y-2 print:hidden">
      <h3 className="text-sm font-semibold text-slate-700">캘린더에 추가</h3>
      <div className="flex flex-wrap gap-2">
        <a href={calendar.ics_url} download className={linkClass}>
          캘린더 파일(.ics) 받기
        </a>
        <a href={calendar.google_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          구글 캘린더에 추가
          <NewWindowMark />
        </a>
      </div>
    </section>
  );
}
