import type { Ticket } from '@edu/shared';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/form/form-styles';
import { NewWindowMark } from '@/components/ui/new-window-mark';
import { attendeeBarcodeImageUrl, tokenOfTicketUrl } from '../api/get-attendee-ticket';

/**
 * Every attendee's own ticket, for the applicant: each barcode admits one person at the desk. The
 * applicant can open or copy each private link to pass it on, and print all of them at once.
 */
export function GroupAttendeeTickets({ ticket }: { ticket: Ticket }) {
  const [copied, setCopied] = useState<number | null>(null);
  if (ticket.attendees.length === 0) return null;

  const copy = async (idx: number, path: string) => {
    await navigator.clipboard?.writeText(`${window.location.origin}${path}`);
    setCopied(idx);
  };

  return (
    <section aria-labelledby="attendee-tickets-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2 print:hidden">
        <div>
          <h2 id="attendee-tickets-title" className="text-lg font-bold text-slate-900">
            참석자별 티켓{' '}
            <span className="text-base font-medium text-slate-600">({ticket.attendees.length}명)</span>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            한 분씩 따로 입장하실 때는 각자의 바코드를 보여주세요. 링크를 보내드리면 본인 휴대폰에서도 볼 수
            있습니다.
          </p>
        </div>
        <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
          티켓 모두 인쇄
        </button>
      </div>
      <ul className="space-y-3">
        {ticket.attendees.map((attendee) => (
          <li
            key={attendee.idx}
            aria-label={`${attendee.name} 티켓`}
            className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-4 print:break-after-page"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-lg font-bold text-slate-900">
                {attendee.name} <span className="text-sm font-medium text-slate-600">{attendee.church}</span>
              </p>
              {attendee.checked_in_at ? (
                <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
                  입장 완료
                </span>
              ) : (
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">
                  미입장
                </span>
              )}
            </div>
            <p className="hidden text-sm text-slate-700 print:block">
              {ticket.title} · {ticket.dept} · {ticket.local} {ticket.place}
            </p>
            <figure className="mt-3 flex flex-col items-center">
              <img
                src={attendeeBarcodeImageUrl(tokenOfTicketUrl(attendee.ticket_url))}
                alt={`${attendee.name}님의 입장 코드 ${attendee.barcode}`}
                loading="lazy"
                className="h-auto max-w-full [image-rendering:pixelated]"
              />
              <figcaption className="mt-1 break-all text-center font-mono text-sm tracking-[0.2em] text-slate-900">
                {attendee.barcode}
              </figcaption>
            </figure>
            <div className="mt-3 flex flex-wrap gap-2 print:hidden">
              <a
                href={attendee.ticket_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-10 flex-1 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                티켓 열기
                <NewWindowMark />
              </a>
              <button
                type="button"
                onClick={() => copy(attendee.idx, attendee.ticket_url)}
                className="inline-flex min-h-10 flex-1 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {copied === attendee.idx ? '링크를 복사했습니다' : '링크 복사'}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
