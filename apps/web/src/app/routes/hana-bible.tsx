import { boardTitles, hanaBibleBoardId, type SitePageSlug } from '@edu/shared';
import { useParams } from 'react-router';
import { AttachmentAccessSetting } from '@/features/community/components/attachment-access-setting';
import { BoardPosts } from '@/features/community/components/board-list';
import { PostView } from '@/features/community/components/post-view';
import { ContentPage } from '@/features/site-pages/components/content-page';
import { HanaBibleMenu } from '@/features/site-pages/components/hana-bible-menu';
import { SitePageView } from '@/features/site-pages/components/site-page-view';
import { sectionPages } from '@/features/site-pages/lib/section-pages';
import { useDocumentTitle } from '@/lib/use-document-title';

function HanaBibleSection({ slug }: { slug: SitePageSlug }) {
  const label = sectionPages.hanaBible.find((page) => page.slug === slug)?.label ?? '하나바이블';
  return <SitePageView slug={slug} fallbackTitle={label} aside={<HanaBibleMenu />} />;
}

/** /hana-bible: what Hana Bible is. */
export function HanaBibleIntroPage() {
  return <HanaBibleSection slug="hana-bible" />;
}

/** /hana-bible/course: the courses by age. */
export function HanaBibleCoursePage() {
  return <HanaBibleSection slug="hana-bible-course" />;
}

/** /hana-bible/infant: the infants' course. */
export function HanaBibleInfantPage() {
  return <HanaBibleSection slug="hana-bible-infant" />;
}

const libraryTitle = boardTitles[hanaBibleBoardId];

/** /hana-bible/board: the course's materials, written by administrators (board 5, not among /community's tabs). */
export function HanaBibleBoardPage() {
  useDocumentTitle(libraryTitle);
  return (
    <ContentPage title={libraryTitle} aside={<HanaBibleMenu />}>
      <AttachmentAccessSetting boardId={hanaBibleBoardId} />
      <BoardPosts boardId={hanaBibleBoardId} withBoardChoice={false} />
    </ContentPage>
  );
}

/** /hana-bible/board/5/:postId (both checked by the route's loaders): a post of the library. */
export function HanaBiblePostPage() {
  const { postId } = useParams();
  useDocumentTitle(libraryTitle);
  return (
    <div className="mx-auto grid max-w-7xl lg:grid-cols-[14rem_1fr] lg:gap-6">
      <aside className="min-w-0 px-4 pt-8 lg:pt-14">
        <HanaBibleMenu />
      </aside>
      <PostView key={postId} boardId={hanaBibleBoardId} postId={Number(postId)} />
    </div>
  );
}
