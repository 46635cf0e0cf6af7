import { checkInDeviceLabel } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { koreanClock, listCheckInConflicts, listCheckInSessions } from '@/features/check-in';
import { adminInputClass, adminLabelClass, adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';

const columns = ['참석자', '바코드', '반영되지 않은 입장', '먼저 반영된 입장', '받은 시각'];

/**
 * 입장 충돌 내역: tickets admitted on two offline check-in devices. The admission that reached the server
 * first counts; the later one is listed here (and on the desk) so staff can look into it.
 */
export function Tab() {
  const [detailIdx, setDetailIdx] = useState<number | null>(null);
  const sessions = useQuery({ queryKey: ['admin', 'check-in', 'sessions'], queryFn: listCheckInSessions });
  const chosen = detailIdx ?? sessions.data?.[0]?.detail_idx ?? null;
  const conflicts = useQuery({
    queryKey: ['admin', 'check-in', 'conflicts', chosen],
    queryFn: () => listCheckInConflicts(chosen ?? 0),
    enabled: chosen !== null,
  });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        네트워크 없이 입장 처리한 기기들이 같은 참석자를 입장시킨 경우입니다. 서버에 먼저 도착한 입장이
        반영되고, 나중에 도착한 입장이 여기에 남습니다.
      </p>
      <div className="flex flex-col gap-1 sm:max-w-md">
        <label className={adminLabelClass} htmlFor="conflict-session">
          세션
        </label>
        <select
          id="conflict-session"
          className={adminInputClass}
          value={chosen ?? ''}
          onChange={(event) => setDetailIdx(Number(event.target.value))}
        >
          {sessions.data?.map((session) => (
            <option key={session.detail_idx} value={session.detail_idx}>
              {session.title} {session.dept}
            </option>
          ))}
        </select>
      </div>
      <AdminTable
        columns={columns}
        caption="입장 충돌 내역"
        error={sessions.error ?? conflicts.error}
        empty={conflicts.data?.length === 0 || sessions.data?.length === 0}
        emptyText="충돌 내역이 없습니다."
      >
        {conflicts.data?.map((conflict) => (
          <tr key={conflict.idx}>
            <td className={adminTdClass}>
              {conflict.name} ({conflict.church})
            </td>
            <td className={adminTdClass}>{conflict.barcode}</td>
            <td className={adminTdClass}>
              {checkInDeviceLabel(conflict.device_id)} {koreanClock(conflict.admitted_at)}
            </td>
            <td className={adminTdClass}>
              {checkInDeviceLabel(conflict.winner_device_id)}
              {conflict.winner_at ? ` ${koreanClock(conflict.winner_at)}` : ''}
            </td>
            <td className={adminTdClass}>{koreanClock(conflict.received_at)}</td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
