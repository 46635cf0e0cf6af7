import { Link } from 'react-router';
import { cardClass } from '@/components/form/form-styles';
import { MyInquiryList } from '@/features/inquiries/components/my-inquiry-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /qnalist: the member's own inquiries with their state (login required: see the router). */
export function QnaListPage() {
  useDocumentTitle('나의 문의 내역');
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <div className="mb-6 flex items-center justify-between gap-4">
          <h1 className="text-2xl font-bold text-slate-900">나의 문의 내역</h1>
          <Link
            to="/qna"
            className="shrink-0 rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            문의하기
          </Link>
        </div>
        <MyInquiryList />
      </div>
    </section>
  );
}
