import { formatPhone } from '@edu/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { AdminPager, turnPageOf } from '../components/admin-pager';
import {
  adminBadgeClass,
  adminButtonClass,
  adminInputClass,
  adminSmallButtonClass,
  adminTdClass,
} from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import {
  type AdminMember,
  getAdminMembers,
  type MemberFilter,
  type MemberSearchType,
  memberPageSize,
  memberSearchChoices,
} from './admin-members-api';
import { JoinTypeBadges } from './join-type-badges';
import { MemberEditModal } from './member-edit-modal';

const columns = [
  '번호',
  '아이디',
  '이름',
  '휴대폰',
  '이메일',
  '레벨',
  '가입일',
  '최근 로그인',
  '가입 유형',
  '연령 확인',
  '수정',
];

/**
 * The age the member gave at sign-up: 14 or older, or under 14 with the guardian (법정대리인) who
 * consented and when their phone was checked; '-' for members who joined before it was asked.
 */
function AgeConfirmation({ member }: { member: AdminMember }) {
  if (member.isOver14 === 'Y') return <span className="whitespace-nowrap">만 14세 이상</span>;
  if (member.isOver14 !== 'N') return <span className="text-slate-600">확인 전</span>;
  return (
    <div className="min-w-40 space-y-0.5">
      <span className={adminBadgeClass.waiting}>만 14세 미만</span>
      {member.guardian ? (
        <p className="text-xs text-slate-600">
          법정대리인 {member.guardian.name} · {formatPhone(member.guardian.phone)}
          {member.guardian.verified_date && (
            <span className="block">{formatDateTime(member.guardian.verified_date)} 동의 확인</span>
          )}
        </p>
      ) : (
        <p className="text-xs text-red-700">법정대리인 동의 기록 없음</p>
      )}
    </div>
  );
}

/** The member list (spec §2): search by name(id), phone or email, 30 a page, edit in a modal. */
export function Tab() {
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<{ searchType: MemberSearchType; search: string }>({
    searchType: 'name',
    search: '',
  });
  const [filter, setFilter] = useState<MemberFilter>({ searchType: 'name', search: '', page: 1 });
  const [editing, setEditing] = useState<AdminMember | null>(null);
  const members = useQuery({
    queryKey: ['admin', 'members', filter],
    queryFn: ({ signal }) => getAdminMembers(filter, signal),
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, page: 1 });
  };

  const page = members.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-slate-600">
          총 <span className="font-semibold text-slate-900">{page?.pageInfo.total ?? 0}</span>명
        </p>
        <search aria-label="회원 검색">
          <form className="flex flex-wrap gap-2" onSubmit={search}>
            <label htmlFor={`${id}-type`} className="sr-only">
              검색 항목
            </label>
            <select
              id={`${id}-type`}
              className={adminInputClass}
              value={draft.searchType}
              onChange={(event) =>
                setDraft((current) => ({ ...current, searchType: event.target.value as MemberSearchType }))
              }
            >
              {memberSearchChoices.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-text`} className="sr-only">
              검색어
            </label>
            <input
              id={`${id}-text`}
              type="search"
              className={adminInputClass}
              placeholder="검색어를 입력하세요"
              value={draft.search}
              maxLength={100}
              onChange={(event) => setDraft((current) => ({ ...current, search: event.target.value }))}
            />
            <button type="submit" className={adminButtonClass}>
              검색
            </button>
          </form>
        </search>
      </div>
      <AdminTable
        columns={columns}
        caption="회원 목록"
        error={members.error}
        empty={page?.list.length === 0}
        emptyText="검색된 회원이 없습니다."
      >
        {page?.list.map((member) => (
          <tr key={member.idx} className={member.withdrawn ? 'bg-slate-50 text-slate-500' : undefined}>
            <td className={adminTdClass}>{member.idx}</td>
            <td className={adminTdClass}>{member.uid}</td>
            <td className={`${adminTdClass} whitespace-nowrap`}>
              {member.name}
              {member.withdrawn && <span className={`${adminBadgeClass.neutral} ml-1`}>탈퇴</span>}
            </td>
            <td className={`${adminTdClass} whitespace-nowrap`}>{formatPhone(member.phone)}</td>
            <td className={adminTdClass}>{member.email}</td>
            <td className={adminTdClass}>{member.level}</td>
            <td className={`${adminTdClass} whitespace-nowrap`}>{formatDate(member.created_date)}</td>
            <td className={`${adminTdClass} whitespace-nowrap`}>
              {member.last_logindate ? formatDateTime(member.last_logindate) : '-'}
            </td>
            <td className={adminTdClass}>
              <JoinTypeBadges types={member.joinType} />
            </td>
            <td className={`${adminTdClass} text-sm`}>
              <AgeConfirmation member={member} />
            </td>
            <td className={adminTdClass}>
              {member.withdrawn ? (
                <span className="text-xs text-slate-600">수정 불가</span>
              ) : (
                <button
                  type="button"
                  className={adminSmallButtonClass}
                  aria-label={`${member.name}(${member.uid}) 정보 수정`}
                  onClick={() => setEditing(member)}
                >
                  수정
                </button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager pageInfo={page?.pageInfo} size={memberPageSize} onPage={turnPageOf(setFilter)} />
      {editing && (
        <MemberEditModal
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
          }}
        />
      )}
    </div>
  );
}
