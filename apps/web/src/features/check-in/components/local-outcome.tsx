import { type CheckInSyncAnswer, checkInDeviceLabel } from '@edu/shared';
import { koreanClock, type LocalOutcome } from '../offline/admit-locally';

const names = (entries: { name: string; church: string }[]) =>
  entries.length === 1
    ? `${entries[0]?.name} (${entries[0]?.church})`
    : `${entries.map((entry) => entry.name).join(', ')} (${entries.length}명)`;

/** What the desk says about a scan admitted from the kept list (offline). */
export function LocalOutcomeMessage({ outcome }: { outcome: LocalOutcome }) {
  if (outcome.kind === 'admitted')
    return (
      <p role="status" className="mt-4 text-2xl font-bold text-emerald-700">
        입장 · {names(outcome.entries)}
        <span className="block text-sm font-medium text-slate-600">
          이 기기에 기록했습니다. 네트워크가 연결되면 서버로 보냅니다.
        </span>
      </p>
    );
  const text =
    outcome.kind === 'already'
      ? `이미 입장 · ${names(outcome.entries)} ${outcome.entries
          .map((entry) => (entry.checked_in_at ? koreanClock(entry.checked_in_at) : ''))
          .filter(Boolean)
          .sort()
          .at(-1)}`
      : outcome.kind === 'cancelled'
        ? `참석이 취소된 분의 바코드입니다. (${outcome.entries[0]?.name}) 입장할 수 없습니다.`
        : `명단에 없는 바코드입니다. (${outcome.barcode})`;
  return (
    <p role="alert" className="mt-4 text-xl font-bold text-red-600">
      {text}
    </p>
  );
}

/** After a sync: admissions of this device that came second (another device had admitted them). */
export function SyncConflictsNotice({ conflicts }: { conflicts: CheckInSyncAnswer[] }) {
  if (conflicts.length === 0) return null;
  return (
    <div role="alert" aria-label="동기화 충돌" className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">
      <p className="font-bold">다른 기기에서 먼저 입장 처리된 참석자가 있습니다.</p>
      <ul className="mt-1 text-sm">
        {conflicts.map((conflict) => (
          <li key={conflict.clientEventId}>
            {conflict.name} · {checkInDeviceLabel(conflict.winner_device_id)}
            {conflict.checked_in_at ? ` ${koreanClock(conflict.checked_in_at)}` : ''} 입장
          </li>
        ))}
      </ul>
    </div>
  );
}
