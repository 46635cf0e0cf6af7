import { communityMessages, type PostListItem } from '@edu/shared';
import { Link } from 'react-router';
import { LockIcon, usePostLink } from '@/features/community';
import { formatDate } from '@/lib/format-date';

/** One of the member's posts: its board, a lock when secret, the title (to the post), comments, day and hits. */
export function MyPostRow({ post }: { post: PostListItem }) {
  // The post's "목록으로" comes back to this page of my posts.
  const link = usePostLink()(post);
  return (
    <li className="flex flex-col gap-1.5 px-4 py-4 sm:flex-row sm:items-center sm:gap-4">
      <span className="self-start rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 sm:w-24 sm:shrink-0 sm:self-center sm:text-center">
        {post.boardTitle}
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-1.5">
        {post.isSecret && <LockIcon />}
        <Link
          to={link.to}
          state={link.state}
          className="min-w-0 truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {post.canRead ? post.postTitle : communityMessages.secretTitle}
        </Link>
        {post.commentCount > 0 && (
          <span className="shrink-0 text-sm font-semibold text-brand-700">
            <span aria-hidden="true">[{post.commentCount}]</span>
            <span className="sr-only">댓글 {post.commentCount}개</span>
          </span>
        )}
      </span>
      <span className="flex shrink-0 gap-2 text-sm text-slate-500 tabular-nums">
        <span>
          <span className="sr-only">작성일 </span>
          {formatDate(post.createdDateTime)}
        </span>
        <span aria-hidden="true">·</span>
        <span>조회 {post.postHit}</span>
      </span>
    </li>
  );
}
