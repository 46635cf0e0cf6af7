import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { formatDateTime } from '@/lib/format-date';
import { AdminPager, turnPageOf } from '../components/admin-pager';
import {
  adminBadgeClass,
  adminInputClass,
  adminSmallButtonClass,
  adminTdClass,
} from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { errorText } from '../components/error-text';
import {
  type AdminInquiry,
  confirmInquiry,
  getAdminInquiries,
  type InquiryFilter,
  inquiryPageSize,
} from './admin-inquiries-api';
import { AnswerForm } from './answer-form';

const columns = ['번호', '컨퍼런스', '제목', '작성자', '작성일', '상태', '처리'];

/** The inquiries (spec §2): rows open to show the body; 문의신청 rows can be marked handled. */
export function Tab() {
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<InquiryFilter>({ status: '', page: 1 });
  const [open, setOpen] = useState<number | null>(null);
  const inquiries = useQuery({
    queryKey: ['admin', 'inquiries', filter],
    queryFn: ({ signal }) => getAdminInquiries(filter, signal),
    placeholderData: keepPreviousData,
  });

  const confirm = async (inquiry: AdminInquiry) => {
    if (!(await dialog.confirm('처리 완료로 변경하시겠습니까?'))) return;
    try {
      const { message } = await confirmInquiry(inquiry.idx);
      await dialog.alert(message || '처리 완료로 변경되었습니다.');
    } catch (error) {
      await dialog.alert(errorText(error));
    }
    await queryClient.invalidateQueries({ queryKey: ['admin', 'inquiries'] });
  };

  const page = inquiries.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">총 {page?.pageInfo.total ?? 0}건</p>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          상태
          <select
            className={adminInputClass}
            value={filter.status}
            onChange={(event) =>
              setFilter({ status: event.target.value as InquiryFilter['status'], page: 1 })
            }
          >
            <option value="">전체</option>
            <option value="문의신청">문의신청</option>
            <option value="처리완료">처리완료</option>
          </select>
        </label>
      </div>
      <AdminTable
        columns={columns}
        error={inquiries.error}
        empty={page?.list.length === 0}
        emptyText="문의 내역이 없습니다."
      >
        {page?.list.map((inquiry) => (
          <Fragment key={inquiry.idx}>
            <tr>
              <td className={adminTdClass}>{inquiry.idx}</td>
              <td className={adminTdClass}>{inquiry.conferenceTitle}</td>
              <td className={adminTdClass}>
                <button
                  type="button"
                  aria-expanded={open === inquiry.idx}
                  aria-controls={`inquiry-body-${inquiry.idx}`}
                  className="text-left font-medium text-brand-700 hover:underline"
                  onClick={() => setOpen(open === inquiry.idx ? null : inquiry.idx)}
                >
                  {inquiry.title}
                </button>
              </td>
              <td className={adminTdClass}>
                {inquiry.memberName}
                {inquiry.memberUid && <span className="text-slate-500"> ({inquiry.memberUid})</span>}
              </td>
              <td className={`${adminTdClass} whitespace-nowrap`}>{formatDateTime(inquiry.created_date)}</td>
              <td className={adminTdClass}>
                <span
                  className={inquiry.status === '처리완료' ? adminBadgeClass.done : adminBadgeClass.waiting}
                >
                  {inquiry.status}
                </span>
              </td>
              <td className={adminTdClass}>
                {inquiry.status === '문의신청' && (
                  <button type="button" className={adminSmallButtonClass} onClick={() => confirm(inquiry)}>
                    처리 완료
                  </button>
                )}
              </td>
            </tr>
            {open === inquiry.idx && (
              <tr id={`inquiry-body-${inquiry.idx}`}>
                <td colSpan={columns.length} className={`${adminTdClass} bg-slate-50`}>
                  {/* Plain text as the member typed it: never rendered as HTML. */}
                  <p className="whitespace-pre-wrap text-slate-800">{inquiry.contents}</p>
                  {inquiry.confirmed_date && (
                    <p className="mt-2 text-xs text-slate-500">
                      처리일 {formatDateTime(inquiry.confirmed_date)}
                    </p>
                  )}
                  <AnswerForm inquiry={inquiry} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </AdminTable>
      <AdminPager pageInfo={page?.pageInfo} size={inquiryPageSize} onPage={turnPageOf(setFilter)} />
    </div>
  );
}
