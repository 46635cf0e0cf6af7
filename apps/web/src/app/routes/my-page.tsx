import { MyPageView } from '@/features/mall/mypage/components/my-page-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /mypage: the member's home, with the greeting, the counts and every my-page screen (login required). */
export function MyPage() {
  useDocumentTitle('마이페이지');
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <MyPageView />
    </section>
  );
}
