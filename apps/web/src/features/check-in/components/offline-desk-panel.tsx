import { type CheckInConflict, type CheckInSession, checkInDeviceLabel } from '@edu/shared';
import { useEffect, useState } from 'react';
import { listCheckInSessions } from '../api/offline-check-in';
import { koreanClock } from '../offline/admit-locally';
import type { DeskState } from '../offline/desk-store';

type OfflineDeskPanelProps = {
  state: DeskState | null;
  online: boolean;
  syncing: boolean;
  serverConflicts: CheckInConflict[];
  prepare: (detailIdx: number) => Promise<void>;
  sync: () => Promise<void>;
};

/**
 * 오프라인 입장 준비: the session's list is downloaded before the doors open, then the desk admits from it
 * when the network drops, shows what waits to be sent, and lists the conflicts (충돌 내역).
 */
export function OfflineDeskPanel({
  state,
  online,
  syncing,
  serverConflicts,
  prepare,
  sync,
}: OfflineDeskPanelProps) {
  const [sessions, setSessions] = useState<CheckInSession[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = state?.list ?? null;

  useEffect(() => {
    if (!online) return;
    listCheckInSessions()
      .then(setSessions)
      .catch(() => setSessions(null));
  }, [online]);

  const download = async () => {
    const detailIdx = Number(chosen || list?.detail_idx);
    if (!detailIdx) return setError('입장을 준비할 세션을 선택해주세요.');
    setBusy(true);
    setError(null);
    try {
      await prepare(detailIdx);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : '명단을 내려받지 못했습니다.');
    } finally {
      setBusy(false);
    }
  };

  const queued = state?.queue.length ?? 0;
  const admitted = list?.entries.filter((entry) => entry.checked_in_at && !entry.cancelled).length ?? 0;
  const coming = list?.entries.filter((entry) => !entry.cancelled).length ?? 0;

  return (
    <section
      aria-label="오프라인 입장"
      className="mt-8 space-y-4 border-t border-slate-200 pt-6 print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">오프라인 입장</h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            online ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-100 text-amber-800'
          }`}
        >
          {online ? '온라인' : '오프라인'}
        </span>
      </div>
      {list ? (
        <p role="status" aria-label="오프라인 준비" className="font-semibold text-slate-900">
          오프라인 준비 완료 · {coming}명
          <span className="block text-sm font-normal text-slate-600">
            {list.title} {list.dept} · 입장 {admitted}명 · {koreanClock(list.downloaded_at)} 내려받음
          </span>
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          문을 열기 전에 세션 명단을 내려받아 두면, 네트워크가 끊겨도 이 기기에서 입장 처리를 이어 갈 수
          있습니다.
        </p>
      )}
      {online && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label className="sr-only" htmlFor="check-in-session">
            세션
          </label>
          <select
            id="check-in-session"
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
            value={chosen || String(list?.detail_idx ?? '')}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">세션 선택</option>
            {sessions?.map((session) => (
              <option key={session.detail_idx} value={session.detail_idx}>
                {session.title} {session.dept} ({session.attendees}명)
              </option>
            ))}
          </select>
          <button
            type="button"
            className="shrink-0 rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700"
            disabled={busy}
            onClick={download}
          >
            {list ? '명단 다시 내려받기' : '명단 내려받기'}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="font-semibold text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
        <p className="text-sm text-slate-700">
          {queued > 0 ? `전송 대기 ${queued}건` : '전송 대기 없음'}
          {syncing && ' · 보내는 중…'}
        </p>
        {queued > 0 && online && (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700"
            disabled={syncing}
            onClick={() => sync()}
          >
            지금 보내기
          </button>
        )}
      </div>
      <ConflictList conflicts={serverConflicts} ownDevice={state?.deviceId ?? null} />
    </section>
  );
}

/** 충돌 내역: a ticket admitted on two devices; the one that reached the server first counts. */
function ConflictList({ conflicts, ownDevice }: { conflicts: CheckInConflict[]; ownDevice: string | null }) {
  return (
    <div>
      <h3 className="mb-2 font-bold text-slate-900">충돌 내역</h3>
      {conflicts.length === 0 ? (
        <p className="text-sm text-slate-600">충돌 없음</p>
      ) : (
        <ul aria-label="충돌 내역" className="divide-y divide-slate-100 text-sm text-slate-700">
          {conflicts.map((conflict) => (
            <li key={conflict.idx} className="py-2">
              <span className="font-semibold text-slate-900">
                {conflict.name} ({conflict.church})
              </span>
              <span className="block">
                {checkInDeviceLabel(conflict.device_id)}
                {conflict.device_id === ownDevice && ' (이 기기)'} {koreanClock(conflict.admitted_at)} 입장은
                반영되지 않았습니다. {checkInDeviceLabel(conflict.winner_device_id)}
                {conflict.winner_device_id === ownDevice && ' (이 기기)'}
                {conflict.winner_at ? `에서 ${koreanClock(conflict.winner_at)}에` : '에서'} 먼저 입장
                처리되었습니다.
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
