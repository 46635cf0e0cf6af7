import type { ReactNode } from 'react';
import type { CheckInRegistration } from '../api/check-in';

type CheckInTicketProps = {
  registration: CheckInRegistration;
  /** A button beside each attendee not yet in (the registration's barcode: admit one at a time). */
  admitButton?: (attendee: CheckInRegistration['attendees'][number]) => ReactNode;
};

/**
 * What the desk shows and prints: large type (20 pt in print) so the slip is readable. The scanned
 * attendee (their own barcode) is named first; the group's list shows who came in ("3명 중 2명 입장").
 */
export function CheckInTicket({ registration, admitButton }: CheckInTicketProps) {
  const scanned = registration.attendees.find(
    (attendee) => attendee.idx === registration.scanned_attendee_idx,
  );
  return (
    <section
      aria-label="입장 정보"
      className="check-in-ticket space-y-3 rounded-xl border border-slate-200 p-4 sm:p-5"
    >
      <h2 className="text-xl font-bold text-slate-900">{registration.title}</h2>
      {scanned && (
        <p className="text-lg font-bold text-slate-900">
          참석자 {scanned.name} <span className="font-medium text-slate-600">({scanned.church})</span>
        </p>
      )}
      <dl className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-1 sm:grid-cols-[6rem_1fr]">
        <dt className="text-slate-500">부서</dt>
        <dd>{registration.dept}</dd>
        <dt className="text-slate-500">신청자</dt>
        <dd>
          {registration.name} ({registration.church})
        </dd>
        <dt className="text-slate-500">입장</dt>
        <dd className="font-semibold text-slate-900">{registration.progress}</dd>
        <dt className="text-slate-500">장소</dt>
        <dd>{registration.place}</dd>
        <dt className="text-slate-500">일정</dt>
        <dd>{registration.schedule}</dd>
        {registration.roomname && (
          <>
            <dt className="text-slate-500">배정 방</dt>
            <dd>{registration.roomname}</dd>
          </>
        )}
      </dl>
      <ul aria-label="참석자" className="divide-y divide-slate-100 text-sm text-slate-700">
        {registration.attendees.map((attendee) => (
          <li
            key={attendee.idx}
            className={`flex flex-wrap items-center justify-between gap-2 py-2 ${
              attendee.idx === registration.scanned_attendee_idx ? 'font-semibold text-slate-900' : ''
            }`}
          >
            <span>
              {attendee.name} ({attendee.church})
            </span>
            {attendee.checked_in_at ? (
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700">
                입장 완료 {attendee.checked_in_at.slice(11, 16)}
              </span>
            ) : (
              (admitButton?.(attendee) ?? (
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">
                  미입장
                </span>
              ))
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
