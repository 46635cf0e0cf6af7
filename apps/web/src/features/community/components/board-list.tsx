import { type BoardId, boardTitles, webzineBoardId } from '@edu/shared';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { ListPager } from '@/components/ui/list-pager';
import { useAccount } from '@/features/accounts';
import { usePosts } from '../api/get-posts';
import { listBoardId, readListQuery } from '../lib/list-query';
import { canWriteOn } from '../lib/permissions';
import { BoardTabs } from './board-tabs';
import { ListSearch } from './list-search';
import { PostTable } from './post-table';
import { WebzineGrid } from './webzine-grid';

/** A community board's list page (spec §2 Community): the heading and tabs above the board's posts. */
export function BoardList({ boardId }: { boardId: BoardId }) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 lg:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">커뮤니티</h1>
      <BoardTabs boardId={boardId} />
      <BoardPosts boardId={boardId} withBoardChoice />
    </div>
  );
}

type BoardPostsProps = {
  boardId: BoardId;
  /** The community's 전체/board radios; a board shown on a page of its own (the Hana Bible library) has none. */
  withBoardChoice: boolean;
};

/** A board's filter and search, write button, table or cards, and pager. */
export function BoardPosts({ boardId, withBoardChoice }: BoardPostsProps) {
  const [searchParams] = useSearchParams();
  const query = readListQuery(searchParams);
  const { account } = useAccount();
  const everyBoard = withBoardChoice && query.scope === 'all';
  const posts = usePosts({
    boardId: withBoardChoice ? listBoardId(boardId, query) : boardId,
    page: query.page,
    searchType: query.searchType,
    searchText: query.searchText,
  });
  const title = everyBoard ? '전체 게시판' : boardTitles[boardId];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-4">
        <ListSearch boardId={boardId} query={query} withBoardChoice={withBoardChoice} />
        {canWriteOn(account?.mlevel, boardId) && (
          <Link
            to={`/community/write?boardId=${boardId}`}
            className="rounded-lg bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            글쓰기
          </Link>
        )}
      </div>
      <h2 className="text-lg font-semibold text-slate-800">
        {title}
        {posts.data && (
          <span className="ml-2 text-sm font-normal text-slate-500">총 {posts.data.pageInfo.total}건</span>
        )}
      </h2>
      {posts.isPending ? (
        <PageLoading />
      ) : posts.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-red-800">
          {posts.error.message}
        </p>
      ) : (
        <>
          {boardId === webzineBoardId && !everyBoard ? (
            <WebzineGrid posts={posts.data.postList} />
          ) : (
            <PostTable caption={`${title} 게시글 목록`} posts={posts.data.postList} showBoard={everyBoard} />
          )}
          <ListPager pageInfo={posts.data.pageInfo} />
        </>
      )}
    </div>
  );
}
