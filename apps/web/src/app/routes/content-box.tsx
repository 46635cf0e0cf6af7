import { ContentBoxView } from '@/features/mall/contents/components/content-box-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mypage/contentsBox: the member's bought contents in a date range (login required). */
export function ContentBoxPage() {
  useDocumentTitle('콘텐츠함');
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">콘텐츠함</h1>
      <ContentBoxView />
    </section>
  );
}
