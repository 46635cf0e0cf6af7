import { communityMessages, type PostListItem, postPath } from '@edu/shared';
import { Link, useLocation } from 'react-router';
import { isNewPost } from '../lib/new-badge';
import { LockIcon } from './lock-icon';

/** The list's way into a post; the list's address rides along so "목록으로" returns to the same page. */
export function usePostLink() {
  const location = useLocation();
  return (post: Pick<PostListItem, 'boardId' | 'postId'>) => ({
    to: postPath(post.boardId, post.postId),
    state: { list: `${location.pathname}${location.search}` },
  });
}

/** A table row's title: lock for secret posts, the masked title when unreadable, [comments] and "N". */
export function PostTitle({ post, showBoard }: { post: PostListItem; showBoard: boolean }) {
  const link = usePostLink()(post);
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      {post.isSecret && <LockIcon />}
      <Link
        to={link.to}
        state={link.state}
        className="min-w-0 truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {showBoard && <span className="mr-1 text-slate-500">[{post.boardTitle}]</span>}
        {post.canRead ? post.postTitle : communityMessages.secretTitle}
      </Link>
      {post.attachmentCount > 0 && (
        <span title="첨부파일" className="shrink-0 text-slate-500">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            className="size-4"
          >
            <path d="M13.5 6.5 7.9 12.1a1.5 1.5 0 0 0 2.1 2.1l6-6a3 3 0 0 0-4.2-4.2l-6.2 6.2a4.5 4.5 0 0 0 6.4 6.4l5-5" />
          </svg>
          <span className="sr-only">첨부파일 있음</span>
        </span>
      )}
      {post.commentCount > 0 && (
        <span className="shrink-0 text-sm font-semibold text-brand-700">
          [{post.commentCount}]<span className="sr-only"> 댓글</span>
        </span>
      )}
      {isNewPost(post.createdDateTime) && (
        <span
          title="새 글"
          className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-red-500 text-[11px] font-bold text-white"
        >
          N<span className="sr-only"> 새 글</span>
        </span>
      )}
    </span>
  );
}
