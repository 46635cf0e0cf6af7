import type { PaymentSummary } from '@edu/shared';
import { groupDigits } from '@edu/shared';
import { ScrollFrame } from '@/components/ui/scroll-frame';

const won = (amount: number) => `${groupDigits(amount)}원`;

/** What is being paid for: the session, the applicant, the attendees and the total. */
export function RegistrationSummary({ summary }: { summary: PaymentSummary }) {
  const session = summary.label ?? `${summary.number}회차`;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">컨퍼런스</dt>
        <dd className="font-semibold text-slate-900">{summary.title}</dd>
        <dt className="text-slate-500">회차 / 부서</dt>
        <dd>
          {session} · {summary.dept}
        </dd>
        <dt className="text-slate-500">장소</dt>
        <dd>
          {summary.local} {summary.place}
        </dd>
        <dt className="text-slate-500">일정</dt>
        <dd>{summary.schedule}</dd>
        <dt className="text-slate-500">신청자</dt>
        <dd>
          {summary.name} ({summary.church})
        </dd>
      </dl>
      <div>
        <h2 className="mb-2 text-sm font-semibold text-slate-700">참석자 {summary.headcount}명</h2>
        <ScrollFrame
          label={`참석자 ${summary.headcount}명 목록`}
          className="max-h-60 overflow-y-auto rounded-lg border border-slate-200"
        >
          <ul className="divide-y divide-slate-100 text-sm">
            {summary.registerMemberList.map((attendee) => (
              <li key={attendee.idx} className="flex justify-between px-3 py-2">
                <span>{attendee.name}</span>
                <span className="text-slate-600">{attendee.church}</span>
              </li>
            ))}
          </ul>
        </ScrollFrame>
      </div>
      {summary.carried_price > 0 ? (
        <div className="space-y-1 border-t border-slate-200 pt-4">
          <p className="flex items-baseline justify-between text-sm text-slate-600">
            <span>
              변경할 세션 금액 ({won(summary.price)} × {summary.headcount}명)
            </span>
            <span>{won(summary.total_price)}</span>
          </p>
          <p className="flex items-baseline justify-between text-sm text-slate-600">
            <span>이전 세션에서 결제한 금액</span>
            <span>−{won(summary.carried_price)}</span>
          </p>
          <p className="flex items-baseline justify-between pt-1">
            <span className="text-slate-600">결제할 차액</span>
            <strong className="text-2xl text-slate-900" data-testid="total-price">
              {won(summary.total_price - summary.carried_price)}
            </strong>
          </p>
        </div>
      ) : (
        <p className="flex items-baseline justify-between border-t border-slate-200 pt-4">
          <span className="text-slate-600">
            결제 금액 ({won(summary.price)} × {summary.headcount}명)
          </span>
          <strong className="text-2xl text-slate-900" data-testid="total-price">
            {won(summary.total_price)}
          </strong>
        </p>
      )}
    </div>
  );
}
