import { communityMessages, type PostDetail } from '@edu/shared';

/** The title a reader sees in place of a secret post they may not open. */
export const maskedTitle = communityMessages.secretTitle;

type CommentRow = {
  commentId: number;
  postId: number;
  memberIdx: number;
  content: string;
  isDel: string;
  createdDate: Date;
};

/** A comment as the page shows it (plain text; the page escapes it like any text). */
export function presentComment(
  row: CommentRow,
  authorName: string,
  canDelete: boolean,
): PostDetail['comments'][number] {
  return {
    commentId: row.commentId,
    postId: row.postId,
    commentContent: row.content,
    memberName: authorName,
    memberIdx: row.memberIdx,
    createdDateTime: row.createdDate.toISOString(),
    isDel: row.isDel === 'Y' ? 'Y' : 'N',
    canDelete,
  };
}
