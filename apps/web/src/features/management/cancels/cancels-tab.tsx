import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { formatDateTime } from '@/lib/format-date';
import { formatWon } from '@/lib/format-won';
import { AdminPager, turnPageOf } from '../components/admin-pager';
import { AdminSearchBox } from '../components/admin-search-box';
import { adminBadgeClass, adminSmallButtonClass, adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { errorText } from '../components/error-text';
import {
  type AdminCancel,
  approveCancel,
  type CancelFilter,
  cancelPageSize,
  getAdminCancels,
} from './admin-cancels-api';
import { CancelPeopleDialog } from './cancel-people-dialog';

const statusFilters: { value: CancelFilter['status']; label: string }[] = [
  { value: 'all', label: '전체' },
  { value: '취소신청', label: '취소신청' },
  { value: '처리완료', label: '처리완료' },
];

const columns = [
  '번호',
  '신청일',
  '이름(아이디)',
  '교회',
  '컨퍼런스',
  '주문번호',
  '구분',
  '인원',
  '환불 금액',
  '상태',
  '처리',
];

const statusBadge = (status: string) =>
  status === '처리완료'
    ? adminBadgeClass.done
    : status === '환불처리중'
      ? adminBadgeClass.info
      : adminBadgeClass.waiting;

/**
 * The cancellation requests (spec §2): filter by state, search by name (id), order number or church,
 * the people of a request in a modal, and approval (refund, then 처리완료) on 취소신청 rows.
 */
export function Tab() {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<CancelFilter>({ status: 'all', search: '', page: 1 });
  const [peopleOf, setPeopleOf] = useState<number | null>(null);
  const [approving, setApproving] = useState<number | null>(null);
  const cancels = useQuery({
    queryKey: ['admin', 'cancels', filter],
    queryFn: ({ signal }) => getAdminCancels(filter, signal),
    placeholderData: keepPreviousData,
  });

  const approve = async (cancel: AdminCancel) => {
    if (!(await dialog.confirm('취소를 승인 하시겠습니까?'))) return;
    setApproving(cancel.idx);
    try {
      const { message } = await approveCancel(cancel.idx);
      await dialog.alert(message || '승인되었습니다.');
    } catch (error) {
      await dialog.alert(errorText(error));
    } finally {
      setApproving(null);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'cancels'] });
    }
  };

  const page = cancels.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex gap-4">
          <legend className="sr-only">처리 상태</legend>
          {statusFilters.map((option) => (
            <label key={option.value} className="flex items-center gap-1.5 text-sm text-slate-700">
              <input
                type="radio"
                name="cancel-status"
                checked={filter.status === option.value}
                onChange={() => setFilter((current) => ({ ...current, status: option.value, page: 1 }))}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <AdminSearchBox
          label="이름(아이디), 주문번호 또는 교회"
          placeholder="이름(아이디), 주문번호, 교회"
          onSearch={(search) => setFilter((current) => ({ ...current, search, page: 1 }))}
        />
      </div>
      <p className="text-sm text-slate-600">총 {page?.pageInfo.total ?? 0}건</p>
      <AdminTable
        columns={columns}
        error={cancels.error}
        empty={page?.list.length === 0}
        emptyText="취소 신청 내역이 없습니다."
      >
        {page?.list.map((cancel) => (
          <tr key={cancel.idx}>
            <td className={adminTdClass}>{cancel.idx}</td>
            <td className={`${adminTdClass} whitespace-nowrap`}>{formatDateTime(cancel.created_date)}</td>
            <td className={adminTdClass}>
              {cancel.registerConference.name}
              {cancel.registerConference.uid && (
                <span className="text-slate-500"> ({cancel.registerConference.uid})</span>
              )}
            </td>
            <td className={adminTdClass}>{cancel.registerConference.church}</td>
            <td className={adminTdClass}>
              {cancel.registerConference.title}
              <span className="block text-xs text-slate-500">{cancel.registerConference.dept}</span>
            </td>
            <td className={`${adminTdClass} font-mono text-xs`}>{cancel.registerConference.oid}</td>
            <td className={adminTdClass}>{cancel.type}</td>
            <td className={adminTdClass}>
              <button type="button" className={adminSmallButtonClass} onClick={() => setPeopleOf(cancel.idx)}>
                {cancel.count}명 보기
              </button>
            </td>
            <td className={`${adminTdClass} whitespace-nowrap`}>
              {formatWon(cancel.price)}
              {cancel.status !== '처리완료' && cancel.refunded > 0 && (
                <span className="mt-1 block text-xs text-slate-600">{formatWon(cancel.refunded)} 환불됨</span>
              )}
            </td>
            <td className={adminTdClass}>
              <span className={statusBadge(cancel.status)}>{cancel.status}</span>
              {cancel.refundError && (
                <span role="note" className="mt-1 block text-xs text-red-700">
                  {cancel.refundError}
                </span>
              )}
              {cancel.confirm_date && (
                <span className="mt-1 block text-xs text-slate-500">
                  {formatDateTime(cancel.confirm_date)}
                </span>
              )}
            </td>
            <td className={adminTdClass}>
              {cancel.status === '취소신청' && (
                <button
                  type="button"
                  className={adminSmallButtonClass}
                  disabled={approving !== null}
                  onClick={() => approve(cancel)}
                >
                  {approving === cancel.idx ? '처리 중…' : '승인'}
                </button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager pageInfo={page?.pageInfo} size={cancelPageSize} onPage={turnPageOf(setFilter)} />
      <CancelPeopleDialog cancelIdx={peopleOf} onClose={() => setPeopleOf(null)} />
    </div>
  );
}
