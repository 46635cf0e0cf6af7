import type { MyInquiry } from '@edu/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useMyInquiries } from '../api/get-my-inquiries';
import { InquiryStatusBadge } from './inquiry-status-badge';

/** The member's inquiries (spec §2 /qnalist): newest first, each row opening to show what was asked. */
export function MyInquiryList() {
  const [page, setPage] = useState(1);
  const inquiries = useMyInquiries(page);

  if (inquiries.isPending) return <PageLoading />;
  if (inquiries.isError)
    return (
      <p role="alert" className="text-red-700">
        {inquiries.error.message}
      </p>
    );

  const { list, total, size } = inquiries.data;
  const pages = Math.max(1, Math.ceil(total / size));
  if (total === 0)
    return (
      <div className="rounded-xl border border-slate-200 px-4 py-12 text-center text-slate-600">
        <p>등록한 문의가 없습니다.</p>
        <Link to="/qna" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
          문의하러 가기
        </Link>
      </div>
    );

  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">총 {total}건</p>
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {list.map((inquiry) => (
          <InquiryRow key={inquiry.idx} inquiry={inquiry} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="페이지" className="mt-6 flex items-center justify-center gap-2">
          <button
            type="button"
            onClick={() => setPage((current) => Math.max(1, current - 1))}
            disabled={page <= 1}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-40"
          >
            이전
          </button>
          <span className="px-2 text-sm text-slate-700" aria-live="polite">
            {page} / {pages}
          </span>
          <button
            type="button"
            onClick={() => setPage((current) => Math.min(pages, current + 1))}
            disabled={page >= pages}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-40"
          >
            다음
          </button>
        </nav>
      )}
    </div>
  );
}

/** One inquiry: a button row (state, title, conference, date) that shows the body below it. */
function InquiryRow({ inquiry }: { inquiry: MyInquiry }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((current) => !current)}
        className="flex w-full flex-col gap-1 px-2 py-4 text-left hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-4"
      >
        <InquiryStatusBadge status={inquiry.status} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900">{inquiry.title}</span>
          <span className="block truncate text-sm text-slate-600">{inquiry.conferenceTitle}</span>
        </span>
        <span className="shrink-0 text-sm text-slate-500">
          {inquiry.answer && <span className="mr-2 font-semibold text-brand-700">답변 있음</span>}
          {formatDate(inquiry.created_date)}
        </span>
      </button>
      <div id={bodyId} hidden={!open} className="bg-slate-50 px-4 py-4">
        {/* Plain text as written: rendered as text, never as HTML. */}
        <p className="whitespace-pre-wrap text-slate-800">{inquiry.contents}</p>
        <p className="mt-3 text-xs text-slate-500">
          작성 {formatDateTime(inquiry.created_date)}
          {inquiry.confirmed_date && ` · 처리완료 ${formatDateTime(inquiry.confirmed_date)}`}
        </p>
        {inquiry.answer && (
          <section aria-label="답변" className="mt-4 rounded-lg border border-brand-100 bg-white p-3">
            <h3 className="text-sm font-bold text-brand-800">답변</h3>
            <p className="mt-1 whitespace-pre-wrap text-slate-800">{inquiry.answer}</p>
            {inquiry.answered_date && (
              <p className="mt-2 text-xs text-slate-500">답변일 {formatDateTime(inquiry.answered_date)}</p>
            )}
          </section>
        )}
      </div>
    </li>
  );
}
