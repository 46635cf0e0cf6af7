import { limits } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { AdminPager } from '../components/admin-pager';
import { AdminSearchBox } from '../components/admin-search-box';
import { adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';

type AuditEntry = {
  id: number;
  actorUid: string;
  action: string;
  target: string;
  summary: string;
  created_date: string;
};
type AuditPage = { pageInfo: { page: number; size: number; total: number }; list: AuditEntry[] };

function getAuditLog(page: number, search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (search.trim()) query.set('search', search.trim());
  return api<AuditPage>(`/api/admin/audit-log?${query}`, { signal });
}

const columns = ['일시', '관리자', '작업', '대상', '내용'];

/** What administrators changed, newest first (issue 6: every change is written to an audit log shown here). */
export function Tab() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const log = useQuery({
    queryKey: ['admin', 'audit-log', page, search],
    queryFn: ({ signal }) => getAuditLog(page, search, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-4">
      <AdminSearchBox
        label="내용 또는 대상 검색"
        placeholder="내용, 대상(member:12), 관리자 아이디"
        className="flex flex-wrap justify-end gap-2"
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <AdminTable
        columns={columns}
        caption="관리자 작업 기록"
        error={log.error}
        empty={log.data?.list.length === 0}
        emptyText="기록이 없습니다."
      >
        {log.data?.list.map((entry) => (
          <tr key={entry.id}>
            <td className={`${adminTdClass} whitespace-nowrap`}>{formatDateTime(entry.created_date)}</td>
            <td className={adminTdClass}>{entry.actorUid}</td>
            <td className={`${adminTdClass} font-mono text-xs`}>{entry.action}</td>
            <td className={`${adminTdClass} font-mono text-xs`}>{entry.target}</td>
            <td className={adminTdClass}>{entry.summary}</td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager
        pageInfo={log.data && { page, total: log.data.pageInfo.total }}
        size={limits.adminPageSize}
        onPage={setPage}
      />
    </div>
  );
}
