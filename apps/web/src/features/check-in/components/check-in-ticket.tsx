import type { CheckInRegistration } from '../api/check-in';

/** What is printed for the attendee: large type (20 pt in print) so the desk's slip is readable. */
export function CheckInTicket({ registration }: { registration: CheckInRegistration }) {
  return (
    <section
      aria-label="입장 정보"
      className="check-in-ticket space-y-3 rounded-xl border border-slate-200 p-5"
    >
      <h2 className="text-xl font-bold text-slate-900">{registration.title}</h2>
      <dl className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-500">부서</dt>
        <dd>{registration.dept}</dd>
        <dt className="text-slate-500">신청자</dt>
        <dd>
          {registration.name} ({registration.church})
        </dd>
        <dt className="text-slate-500">인원</dt>
        <dd>{registration.headcount}명</dd>
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
      <ul className="text-sm text-slate-700">
        {registration.attendees.map((attendee) => (
          <li key={attendee.idx}>
            {attendee.name} ({attendee.church})
          </li>
        ))}
      </ul>
    </section>
  );
}
