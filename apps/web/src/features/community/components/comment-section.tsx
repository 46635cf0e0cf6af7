import { communityLimits, communityMessages, type PostDetail } from '@edu/shared';
import { type FormEvent, useId, useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { useAccount } from '@/features/accounts';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useCommentActions } from '../api/comments';
import { canComment } from '../lib/permissions';

type CommentSectionProps = { postId: number; comments: PostDetail['comments'] };

/** The comments of a post (deleted ones hidden) and the box to add one (members above level 1). */
export function CommentSection({ postId, comments }: CommentSectionProps) {
  const dialog = useDialog();
  const { account, isPending } = useAccount();
  const { create, remove } = useCommentActions(postId);
  const [text, setText] = useState('');
  const boxId = useId();
  const shown = comments.filter((comment) => comment.isDel !== 'Y');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const content = text.trim();
    if (!content) return dialog.alert(communityMessages.commentRequired);
    // Cleared at once (not after the answer), so nothing typed meanwhile is wiped; restored on failure.
    setText('');
    try {
      await create.mutateAsync({ postId, commentContent: content });
    } catch (error) {
      setText((current) => current || content);
      await dialog.alert(error instanceof ApiError ? error.message : communityMessages.saveFailed);
    }
  };

  const deleteComment = async (commentId: number) => {
    if (!(await dialog.confirm(communityMessages.deleteConfirm))) return;
    try {
      await remove.mutateAsync(commentId);
      await dialog.alert(communityMessages.deleted);
    } catch {
      // Spec §8: a refused comment deletion shows the generic message.
      await dialog.alert(communityMessages.saveFailed);
    }
  };

  return (
    <section aria-labelledby={`${boxId}-title`} className="mt-8">
      <h2 id={`${boxId}-title`} className="text-lg font-bold text-slate-900">
        댓글 <span className="text-brand-700">{shown.length}</span>
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {shown.map((comment) => (
          <li key={comment.commentId} className="flex gap-4 py-4">
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                <span className="font-semibold text-slate-900">{comment.memberName}</span>
                <span className="ml-2 text-slate-500">{formatDateTime(comment.createdDateTime)}</span>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{comment.commentContent}</p>
            </div>
            {comment.canDelete && (
              <button
                type="button"
                onClick={() => void deleteComment(comment.commentId)}
                className="h-fit shrink-0 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
              >
                삭제
              </button>
            )}
          </li>
        ))}
      </ul>
      {account && canComment(account.mlevel) ? (
        <form onSubmit={submit} className="mt-4 space-y-2">
          <label htmlFor={boxId} className="sr-only">
            댓글 내용
          </label>
          <textarea
            id={boxId}
            rows={3}
            value={text}
            maxLength={communityLimits.commentMaxLength}
            onChange={(event) => setText(event.target.value)}
            className="w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
          />
          <div className="text-right">
            <button
              type="submit"
              disabled={create.isPending}
              className="rounded-lg bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              작성
            </button>
          </div>
        </form>
      ) : isPending ? null : (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-center text-sm text-slate-600">
          {communityMessages.loginToComment}
        </p>
      )}
    </section>
  );
}
