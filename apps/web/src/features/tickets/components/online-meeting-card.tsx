import type { OnlineMeeting } from '@edu/shared';
import { primaryButtonClass } from '@/components/form/form-styles';

/** The online meeting page (spec §2 /online/{idx}): join button (a new window), meeting id and passcode. */
export function OnlineMeetingCard({ meeting }: { meeting: OnlineMeeting }) {
  return (
    <div className="space-y-6">
      <p className="text-lg font-semibold text-slate-900">{meeting.title}</p>
      <a
        href={meeting.onlineUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${primaryButtonClass} block text-center`}
      >
        온라인 모임 참여하기
        <span className="sr-only"> (새 창)</span>
      </a>
      <dl className="grid gap-4 rounded-xl bg-slate-50 px-5 py-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-slate-500">회의 ID</dt>
          <dd className="mt-0.5 font-mono text-lg text-slate-900">{meeting.onlineMeetingId || '-'}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-500">암호</dt>
          <dd className="mt-0.5 font-mono text-lg text-slate-900">{meeting.onlineMeetingPasscode || '-'}</dd>
        </div>
      </dl>
    </div>
  );
}
