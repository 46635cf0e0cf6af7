import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPeriod } from '@/lib/format-date';
import {
  adminBadgeClass,
  adminSecondaryButtonClass,
  adminSmallButtonClass,
  adminTdClass,
} from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { useAdminConferenceChoices } from '../components/use-admin-conference-choices';
import {
  type AdminConferenceSummary,
  adminConferencesQueryKey,
  getAdminConference,
} from './admin-conferences-api';
import { draftFrom } from './conference-draft';
import { ConferenceForm } from './conference-form';

const columns = ['번호', '제목', '접수 기간', '회차/부서', '신청/정원', '상태', '편집'];

/** The "컨퍼런스 목록" tab: every conference, hidden ones too; a row opens its edit form in place. */
export function Tab() {
  const [editing, setEditing] = useState<number | null>(null);
  if (editing !== null) return <ConferenceEditor idx={editing} onClose={() => setEditing(null)} />;
  return <ConferenceList onEdit={setEditing} />;
}

function ConferenceList({ onEdit }: { onEdit: (idx: number) => void }) {
  const conferences = useAdminConferenceChoices();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        총 {conferences.data?.length ?? 0}건 · 행의 편집 버튼으로 수정합니다.
      </p>
      <AdminTable
        columns={columns}
        error={conferences.error}
        empty={conferences.data?.length === 0}
        emptyText="등록된 컨퍼런스가 없습니다."
      >
        {conferences.data?.map((conference) => (
          <ConferenceRow key={conference.idx} conference={conference} onEdit={onEdit} />
        ))}
      </AdminTable>
    </div>
  );
}

function ConferenceRow({
  conference,
  onEdit,
}: {
  conference: AdminConferenceSummary;
  onEdit: (idx: number) => void;
}) {
  const limit = conference.hasUnlimited
    ? conference.limit_personnel > 0
      ? `${conference.limit_personnel}명 + 제한 없음`
      : '제한 없음'
    : `${conference.limit_personnel}명`;
  return (
    <tr className="cursor-pointer hover:bg-slate-50" onClick={() => onEdit(conference.idx)}>
      <td className={adminTdClass}>{conference.idx}</td>
      <td className={`${adminTdClass} font-medium`}>{conference.title}</td>
      <td className={`${adminTdClass} whitespace-nowrap`}>
        {formatPeriod(conference.rsdatetime, conference.redatetime)}
      </td>
      <td className={adminTdClass}>
        {conference.sessionCount}회차 / {conference.departmentCount}부서
      </td>
      <td className={`${adminTdClass} whitespace-nowrap`}>
        {conference.registered_personnel}명 / {limit}
      </td>
      <td className={`${adminTdClass} space-x-1 whitespace-nowrap`}>
        <span className={conference.isView === 'Y' ? adminBadgeClass.done : adminBadgeClass.neutral}>
          {conference.isView === 'Y' ? '공개' : '숨김'}
        </span>
        {conference.isEnd && <span className={adminBadgeClass.neutral}>종료</span>}
      </td>
      <td className={adminTdClass}>
        <button
          type="button"
          className={adminSmallButtonClass}
          onClick={(event) => {
            event.stopPropagation();
            onEdit(conference.idx);
          }}
        >
          편집<span className="sr-only"> ({conference.title})</span>
        </button>
      </td>
    </tr>
  );
}

/** Loads one conference and shows its edit form; saving reloads it so the counts and ids are fresh. */
export function ConferenceEditor({
  idx,
  onClose,
  note,
}: {
  idx: number;
  onClose: () => void;
  note?: string;
}) {
  const conference = useQuery({
    queryKey: [...adminConferencesQueryKey, idx],
    queryFn: ({ signal }) => getAdminConference(idx, signal),
    staleTime: 0,
    gcTime: 0,
  });
  if (conference.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-700">
          {conference.error.message}
        </p>
        <button type="button" className={adminSecondaryButtonClass} onClick={onClose}>
          목록으로
        </button>
      </div>
    );
  }
  if (!conference.data) return <p className="py-8 text-center text-slate-500">불러오는 중…</p>;
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-bold text-slate-900">
        컨퍼런스 수정 <span className="text-sm font-normal text-slate-500">#{idx}</span>
      </h3>
      {note && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {note}
        </p>
      )}
      <ConferenceForm
        key={conference.data.updated_date}
        idx={idx}
        initial={draftFrom(conference.data)}
        currentThumbnail={conference.data.thumbnail}
        onSaved={() => void conference.refetch()}
        onCancel={onClose}
      />
    </div>
  );
}
