import { useParams } from 'react-router';
import { ContentDetailView } from '@/features/mall/contents/components/content-detail-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mypage/contentsBox/{ocid}: one bought content and its downloads (login required; the loader checked ocid). */
export function ContentDetailPage() {
  useDocumentTitle('콘텐츠 상세');
  const orderContentId = Number(useParams().ocid);
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">콘텐츠 상세</h1>
      <ContentDetailView key={orderContentId} orderContentId={orderContentId} />
    </section>
  );
}
