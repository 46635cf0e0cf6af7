import { type AdminWaitingEntry, formatPhone, offerHoursLimits, sessionTitle } from '@edu/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { formatDateTime } from '@/lib/format-date';
import {
  adminBadgeClass,
  adminButtonClass,
  adminDangerButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSectionTitleClass,
  adminSmallButtonClass,
  adminTdClass,
} from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { errorText } from '../components/error-text';
import {
  getWaitingDepartments,
  getWaitingList,
  getWaitingListSettings,
  moveWaitingEntry,
  removeWaitingEntry,
  saveWaitingListSettings,
} from './admin-waiting-list-api';

const columns = ['순서', '신청자(아이디)', '연락처', '인원', '일부 좌석', '상태', '자리 제안', '관리'];

const liveStatuses = new Set(['대기', '제안중']);

const statusBadge = (status: string) =>
  status === '제안중'
    ? adminBadgeClass.info
    : status === '대기'
      ? adminBadgeClass.waiting
      : status === '신청함'
        ? adminBadgeClass.done
        : adminBadgeClass.neutral;

/** An offer's state in a few words: seats, state and its deadline or when it ended. */
function OfferState({ offer }: { offer: AdminWaitingEntry['offer'] }) {
  if (!offer) return <span className="text-slate-500">-</span>;
  return (
    <span>
      {offer.seats}석 · {offer.status}
      <span className="block text-xs text-slate-500">
        {offer.status === '제안중'
          ? `${formatDateTime(offer.expires_at)}까지`
          : offer.decided_at
            ? formatDateTime(offer.decided_at)
            : ''}
      </span>
    </span>
  );
}

/** How long an offer holds its seats, for the whole site. */
function OfferHoursForm() {
  const dialog = useDialog();
  const settings = useQuery({
    queryKey: ['admin', 'waiting-list', 'settings'],
    queryFn: ({ signal }) => getWaitingListSettings(signal),
  });
  const [hours, setHours] = useState('');
  useEffect(() => {
    if (settings.data) setHours(String(settings.data.offerHours));
  }, [settings.data]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { message } = await saveWaitingListSettings({ offerHours: Number(hours) });
      await dialog.alert(message);
      await settings.refetch();
    } catch (error) {
      await dialog.alert(errorText(error));
    }
  };
  return (
    <form
      onSubmit={save}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <label className={`${adminLabelClass} flex flex-col gap-1`}>
        자리 제안 유효 시간 (사이트 전체)
        <span className="flex items-center gap-2">
          <input
            type="number"
            inputMode="numeric"
            min={offerHoursLimits.min}
            max={offerHoursLimits.max}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            className={`${adminInputClass} w-24`}
          />
          시간
        </span>
      </label>
      <button type="submit" className={adminButtonClass}>
        저장
      </button>
      <p className="w-full text-xs text-slate-500">
        자리가 나서 대기자에게 제안하면 이 시간 동안 그 대기자만 신청할 수 있습니다. 이미 보낸 제안의 기한은
        바뀌지 않습니다.
      </p>
    </form>
  );
}

/**
 * The waiting lists (대기 명단) per department: pick a department, see its entries in order with each
 * offer's state, move an entry up or down, remove it (seats held for it go to the next group).
 */
export function Tab() {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const departments = useQuery({
    queryKey: ['admin', 'waiting-list', 'departments'],
    queryFn: ({ signal }) => getWaitingDepartments(signal),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const detailIdx = chosen ?? departments.data?.[0]?.detail_idx ?? null;
  const list = useQuery({
    queryKey: ['admin', 'waiting-list', 'list', detailIdx],
    queryFn: ({ signal }) => getWaitingList(detailIdx ?? 0, signal),
    enabled: detailIdx !== null,
  });
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'waiting-list'] });
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      await dialog.alert(errorText(error));
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const remove = async (entry: AdminWaitingEntry) => {
    const held = entry.status === '제안중' ? ' 맡아 둔 자리는 다음 대기자에게 제안됩니다.' : '';
    if (!(await dialog.confirm(`${entry.name}님의 대기 신청을 삭제하시겠습니까?${held}`))) return;
    await act(async () => {
      const { message } = await removeWaitingEntry(entry.idx);
      await dialog.alert(message);
    });
  };

  const entries = list.data?.entries ?? [];
  const live = entries.filter((entry) => liveStatuses.has(entry.status));
  const department = list.data?.department;
  return (
    <div className="space-y-6">
      <OfferHoursForm />
      <section className="space-y-3">
        <h2 className={adminSectionTitleClass}>부서별 대기 명단</h2>
        {departments.data && departments.data.length === 0 && (
          <p className="text-sm text-slate-600">아직 대기 신청이 없습니다.</p>
        )}
        {departments.data && departments.data.length > 0 && (
          <label className={`${adminLabelClass} flex flex-col gap-1`}>
            부서
            <select
              value={detailIdx ?? ''}
              onChange={(event) => setChosen(Number(event.target.value))}
              className={`${adminInputClass} max-w-full`}
            >
              {departments.data.map((row) => (
                <option key={row.detail_idx} value={row.detail_idx}>
                  {row.title} · {sessionTitle(row.number, null)} {row.local} {row.dept} (대기 {row.waiting},
                  제안 {row.offered})
                </option>
              ))}
            </select>
          </label>
        )}
        {department && (
          <p className="text-sm text-slate-700">
            정원 {department.limit_personnel === 0 ? '제한 없음' : `${department.limit_personnel}명`} · 신청과
            제안으로 맡아 둔 자리 {department.registered_personnel}석 (그중 제안 {department.held_seats}석) ·
            대기 {department.waiting}팀
          </p>
        )}
        {detailIdx !== null && (
          <AdminTable
            columns={columns}
            caption="대기 명단"
            error={list.error}
            empty={list.data?.entries.length === 0}
            emptyText="대기 신청이 없습니다."
          >
            {entries.map((entry) => {
              const at = live.findIndex((row) => row.idx === entry.idx);
              return (
                <tr key={entry.idx}>
                  <td className={adminTdClass}>{at >= 0 ? at + 1 : '-'}</td>
                  <td className={adminTdClass}>
                    {entry.name}
                    {entry.uid && <span className="text-slate-500"> ({entry.uid})</span>}
                    <span className="block text-xs text-slate-500">{formatDateTime(entry.created_at)}</span>
                  </td>
                  <td className={`${adminTdClass} whitespace-nowrap`}>{formatPhone(entry.phone)}</td>
                  <td className={adminTdClass}>{entry.headcount}명</td>
                  <td className={adminTdClass}>{entry.accept_partial ? '받음' : '-'}</td>
                  <td className={adminTdClass}>
                    <span className={statusBadge(entry.status)}>{entry.status}</span>
                  </td>
                  <td className={adminTdClass}>
                    <OfferState offer={entry.offer} />
                  </td>
                  <td className={adminTdClass}>
                    {at >= 0 && (
                      <div className="flex flex-wrap gap-1.5">
                        <button
                          type="button"
                          className={adminSmallButtonClass}
                          disabled={busy || at === 0}
                          onClick={() => act(() => moveWaitingEntry(entry.idx, 'up'))}
                          aria-label={`${entry.name} 위로`}
                        >
                          위로
                        </button>
                        <button
                          type="button"
                          className={adminSmallButtonClass}
                          disabled={busy || at === live.length - 1}
                          onClick={() => act(() => moveWaitingEntry(entry.idx, 'down'))}
                          aria-label={`${entry.name} 아래로`}
                        >
                          아래로
                        </button>
                        <button
                          type="button"
                          className={adminDangerButtonClass}
                          disabled={busy}
                          onClick={() => remove(entry)}
                          aria-label={`${entry.name} 삭제`}
                        >
                          삭제
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </section>
    </div>
  );
}
