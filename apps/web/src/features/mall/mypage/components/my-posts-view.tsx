import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { ListPager } from '@/components/ui/list-pager';
import { useAccount } from '@/features/accounts';
import { ListFailure } from '@/features/mall/contents/components/list-failure';
import { useMyPosts } from '../api/get-my-posts';
import { readMyPostQuery } from '../lib/my-post-query';
import { MyPostBoardFilter } from './my-post-board-filter';
import { MyPostRow } from './my-post-row';

/** The member's own posts over every board or one (spec §2 My posts), 12 a page; board and page in the address. */
export function MyPostsView() {
  const { account } = useAccount();
  const [search] = useSearchParams();
  const query = readMyPostQuery(search);
  const posts = useMyPosts(account?.member_idx ?? null, query);

  return (
    <div className="space-y-6">
      <MyPostBoardFilter current={query.boardId} />
      {posts.data ? (
        <>
          <p aria-live="polite" className="text-sm text-slate-600">
            작성한 글 <strong className="text-slate-900">{posts.data.pageInfo.total}</strong>건
          </p>
          {posts.data.postList.length === 0 ? (
            <div className="rounded-2xl border border-slate-200 bg-white px-4 py-12 text-center text-slate-600">
              <p>작성한 글이 없습니다.</p>
              <Link
                to="/community/2"
                className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
              >
                자유게시판 가기
              </Link>
            </div>
          ) : (
            <ul
              aria-busy={posts.isPlaceholderData}
              className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
            >
              {posts.data.postList.map((post) => (
                <MyPostRow key={post.postId} post={post} />
              ))}
            </ul>
          )}
          <ListPager pageInfo={posts.data.pageInfo} />
        </>
      ) : posts.isError ? (
        <ListFailure message={posts.error.message} onRetry={() => posts.refetch()} />
      ) : (
        <PageLoading label="작성한 글을 불러오는 중…" />
      )}
    </div>
  );
}
