import { MyPostsView } from '@/features/mall/mypage/components/my-posts-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mypage/post: the member's own posts, by board (login required). */
export function MyPostsPage() {
  useDocumentTitle('나의 글');
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">나의 글</h1>
      <MyPostsView />
    </section>
  );
}
