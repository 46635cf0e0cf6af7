import { cardClass } from '@/components/form/form-styles';
import { InquiryForm } from '@/features/inquiries/components/inquiry-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /qna: the 1:1 inquiry form; visitors may read it, only members may submit. */
export function QnaPage() {
  useDocumentTitle('1:1 문의');
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="mb-2 text-2xl font-bold text-slate-900">1:1 문의</h1>
        <p className="mb-6 text-sm text-slate-600">
          컨퍼런스에 관해 궁금한 점을 남겨 주시면 확인 후 안내해 드립니다.
        </p>
        <InquiryForm />
      </div>
    </section>
  );
}
