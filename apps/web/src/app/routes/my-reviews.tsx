import { MyReviewList } from '@/features/mall/reviews/components/my-review-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mypage/review: the member's own reviews (login required). */
export function MyReviewsPage() {
  useDocumentTitle('나의 리뷰');
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">나의 리뷰</h1>
      <MyReviewList />
    </section>
  );
}
