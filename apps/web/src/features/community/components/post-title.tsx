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
