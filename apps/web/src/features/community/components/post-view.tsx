import {
  boardPath,
  communityMessages,
  hanaBibleBoardId,
  type PostDetail,
  postPath,
  secretPostRefusedCode,
} from '@edu/shared';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useDialog } from '@/components/ui/dialog-provider';
import { ShareButton } from '@/components/ui/share-button';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeletePost } from '../api/delete-post';
import { usePost } from '../api/get-post';
import { useGoBack } from '../lib/go-back';
import { AttachmentList } from './attachment-list';
import { CommentSection } from './comment-section';
import { LockIcon } from './lock-icon';

const buttonClass =
  'rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100';

/** The list this post was opened from (its page and search), or the board's first page. */
function useListAddress(boardId: number): string {
  const state = useLocation().state as { list?: unknown } | null;
  const fromList = typeof state?.list === 'string' ? state.list : '';
  // A community post may be opened from another tab's "every board" list; the library only from its own.
  const listPrefix = boardId === hanaBibleBoardId ? boardPath(boardId) : '/community/';
  return fromList.startsWith(listPrefix) ? fromList : boardPath(boardId);
}

/** /community/{boardId}/{postId}: the post, its actions and comments; a refused secret post goes back (032). */
export function PostView({ boardId, postId }: { boardId: number; postId: number }) {
  const dialog = useDialog();
  const goBack = useGoBack();
  const listAddress = useListAddress(boardId);
  const post = usePost(postId);
  // A post's own title names the tab: a list of open posts reads apart (KWCAG 2.4.2).
  useDocumentTitle(post.data ? `${post.data.post.postTitle} - 커뮤니티` : '커뮤니티');
  const refused = post.error instanceof ApiError && post.error.code === secretPostRefusedCode;
  const told = useRef(false);

  useEffect(() => {
    if (!refused || told.current) return;
    told.current = true;
    void dialog.alert(communityMessages.noPermissionToRead).then(() => goBack(listAddress));
  }, [refused, dialog, goBack, listAddress]);

  if (post.isPending || refused) return <PageLoading />;
  if (post.isError) {
    return (
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-12">
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-red-800">
          {post.error.message}
        </p>
        <Link to={listAddress} className={buttonClass}>
          목록으로
        </Link>
      </div>
    );
  }
  return <PostArticle detail={post.data} listAddress={listAddress} />;
}

function PostArticle({ detail, listAddress }: { detail: PostDetail; listAddress: string }) {
  const { post, comments } = detail;
  const dialog = useDialog();
  const navigate = useNavigate();
  const remove = useDeletePost();

  const deletePost = async () => {
    if (remove.isPending || !(await dialog.confirm(communityMessages.deleteConfirm))) return;
    try {
      await remove.mutateAsync(post.postId);
      await dialog.alert(communityMessages.deleted);
      navigate(listAddress, { replace: true });
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : communityMessages.saveFailed);
    }
  };

  return (
    <article className="mx-auto max-w-4xl px-4 py-8 lg:py-12">
      <p className="text-sm font-semibold text-brand-700">{post.boardTitle}</p>
      <h1 className="mt-2 flex items-center gap-2 text-2xl font-bold break-all text-slate-900 sm:text-3xl">
        {post.isSecret && <LockIcon className="size-6" />}
        {post.postTitle}
      </h1>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 border-b border-slate-200 pb-4 text-sm text-slate-600">
        <div className="flex gap-1.5">
          <dt>작성자</dt>
          <dd className="font-medium text-slate-800">{post.postAuthor}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>작성일</dt>
          <dd>{formatDateTime(post.createdDateTime)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>조회</dt>
          <dd>{post.postHit}</dd>
        </div>
      </dl>
      {/* A secret post opens only for its author and staff: a link to it would show others nothing. */}
      {!post.isSecret && (
        <div className="mt-3 flex justify-end">
          <ShareButton title={post.postTitle} path={postPath(post.boardId, post.postId)} />
        </div>
      )}
      <div
        className="rich-text min-h-40 py-8 break-words"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises post HTML with an allow-list when saving.
        dangerouslySetInnerHTML={{ __html: post.postContent }}
      />
      <AttachmentList post={post} />
      <div className="flex flex-wrap justify-between gap-2 border-y border-slate-200 py-4">
        <Link to={listAddress} className={buttonClass}>
          목록으로
        </Link>
        {post.canEdit && (
          <div className="flex gap-2">
            <Link to={`/community/write/${post.postId}`} className={buttonClass}>
              수정
            </Link>
            <button
              type="button"
              onClick={deletePost}
              disabled={remove.isPending}
              className="rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              삭제
            </button>
          </div>
        )}
      </div>
      <CommentSection postId={post.postId} comments={comments} />
    </article>
  );
}
