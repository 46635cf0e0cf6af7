import { formatPhone, withParticle } from '@edu/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { formatDateTime } from '@/lib/format-date';
import { AdminPager } from '../components/admin-pager';
import {
  adminBadgeClass,
  adminDangerButtonClass,
  adminInputClass,
  adminLabelClass,
  adminSecondaryButtonClass,
  adminTdClass,
} from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { errorText } from '../components/error-text';
import {
  getMessages,
  type MessageFilter,
  type MessageStatus,
  messagePageSize,
  messageStatusLabels,
  type OutboxMessage,
  resendMessage,
} from './messages-api';

const columns = ['시간', '수신 번호', '템플릿', '상태', '결과 코드', '내용', '재발송'];

const badgeOf: Record<MessageStatus, string> = {
  queued: adminBadgeClass.waiting,
  sending: adminBadgeClass.waiting,
  sent: adminBadgeClass.done,
  sent_sms: adminBadgeClass.info,
  failed: adminBadgeClass.error,
};

/** 알림 메시지: every KakaoTalk/SMS message the site sent, searchable by phone, failed ones sent again. */
export function Tab() {
  const id = useId();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<MessageFilter>({ search: '', status: '', page: 1 });
  const [searchText, setSearchText] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const messages = useQuery({
    queryKey: ['admin', 'messages', filter],
    queryFn: ({ signal }) => getMessages(filter, signal),
    placeholderData: keepPreviousData,
  });

  const resend = async (message: OutboxMessage) => {
    const to = withParticle(formatPhone(message.recipient), '으로/로');
    if (!(await dialog.confirm(`${to} 이 메시지를 다시 발송하시겠습니까?`))) return;
    try {
      const { message: answer } = await resendMessage(message.id);
      await dialog.alert(answer || '재발송을 요청했습니다.');
    } catch (error) {
      await dialog.alert(errorText(error));
    }
    await queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] });
  };

  const page = messages.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-slate-600">총 {page?.total ?? 0}건</p>
        <div className="flex flex-wrap items-end gap-3">
          <form
            aria-label="메시지 검색"
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              setFilter({ ...filter, search: searchText.replace(/\D/g, ''), page: 1 });
            }}
          >
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-search`} className={adminLabelClass}>
                휴대폰 번호
              </label>
              <input
                id={`${id}-search`}
                type="search"
                inputMode="numeric"
                placeholder="번호의 일부 (예: 5678)"
                className={adminInputClass}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
            </div>
            <button type="submit" className={adminSecondaryButtonClass}>
              검색
            </button>
          </form>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-status`} className={adminLabelClass}>
              상태
            </label>
            <select
              id={`${id}-status`}
              className={adminInputClass}
              value={filter.status}
              onChange={(event) =>
                setFilter({ ...filter, status: event.target.value as MessageFilter['status'], page: 1 })
              }
            >
              <option value="">전체</option>
              {(Object.keys(messageStatusLabels) as MessageStatus[]).map((status) => (
                <option key={status} value={status}>
                  {messageStatusLabels[status]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <AdminTable
        columns={columns}
        error={messages.error}
        empty={page?.list.length === 0}
        emptyText="메시지가 없습니다."
      >
        {page?.list.map((message) => (
          <Fragment key={message.id}>
            <tr>
              <td className={`${adminTdClass} whitespace-nowrap`}>{formatDateTime(message.created_date)}</td>
              <td className={`${adminTdClass} whitespace-nowrap`}>{formatPhone(message.recipient)}</td>
              <td className={adminTdClass}>{message.template}</td>
              <td className={adminTdClass}>
                <span className={badgeOf[message.status] ?? adminBadgeClass.neutral}>
                  {messageStatusLabels[message.status] ?? message.status}
                </span>
              </td>
              <td className={adminTdClass}>{message.resultCode ?? '-'}</td>
              <td className={adminTdClass}>
                <button
                  type="button"
                  aria-expanded={open === message.id}
                  aria-controls={`${id}-text-${message.id}`}
                  className="max-w-xs truncate text-left text-brand-700 hover:underline"
                  onClick={() => setOpen(open === message.id ? null : message.id)}
                >
                  {message.text.split('\n')[0]}
                </button>
              </td>
              <td className={adminTdClass}>
                {message.status === 'failed' && (
                  <button type="button" className={adminDangerButtonClass} onClick={() => resend(message)}>
                    재발송
                  </button>
                )}
              </td>
            </tr>
            {open === message.id && (
              <tr id={`${id}-text-${message.id}`}>
                <td colSpan={columns.length} className={`${adminTdClass} bg-slate-50`}>
                  <p className="whitespace-pre-wrap text-slate-800">{message.text}</p>
                  <p className="mt-2 text-xs text-slate-500">
                    시도 {message.attempts}회
                    {message.sent_date && ` · 발송 ${formatDateTime(message.sent_date)}`}
                    {message.batchId !== null && ` · 일괄 발송 ${message.batchId}`}
                  </p>
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </AdminTable>
      <AdminPager
        pageInfo={{ page: filter.page, total: page?.total ?? 0 }}
        size={messagePageSize}
        onPage={(next) => setFilter({ ...filter, page: next })}
      />
    </div>
  );
}
