import {
  type BoardId,
  boardTitles,
  communityMessages,
  type PostDetail,
  secretPostRefusedCode,
} from '@edu/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forbidden } from '../../platform/http/app-error';
import { membersByIdx } from '../accounts';
import { canChange, canReadPost, type Reader } from './community.policy';
import { comments } from './community.tables';
import { findPost, type StoredPost } from './find-post';
import { attachmentAccessOf, attachmentsOf } from './post-attachments';
import { presentComment } from './post-presenter';

/** 403 with code 032 "열람 권한이 없습니다.": a secret post the reader may not open. */
export const secretPostRefused = () =>
  forbidden(communityMessages.noPermissionToRead, { code: secretPostRefusedCode });

/** The post if this reader may open it, else 404 or 032. */
export async function findReadablePost(db: Db, reader: Reader, postId: number): Promise<StoredPost> {
  const post = await findPost(db, postId);
  if (!canReadPost(reader, post)) throw secretPostRefused();
  return post;
}

/**
 * A post with its files and live comments, oldest first (spec §2 view page); secret ones only for
 * those who may read them.
 */
export async function getPost(options: { db: Db; reader: Reader; postId: number }): Promise<PostDetail> {
  const { db, reader } = options;
  const post = await findReadablePost(db, reader, options.postId);
  const live = await db
    .select()
    .from(comments)
    .where(and(eq(comments.postId, post.postId), eq(comments.isDel, 'N')))
    .orderBy(asc(comments.createdDate), asc(comments.commentId));
  const [names, attachments, attachmentAccess] = await Promise.all([
    membersByIdx(db, [post.memberIdx, ...live.map((comment) => comment.memberIdx)]),
    attachmentsOf(db, post.postId),
    attachmentAccessOf(db, post.boardId),
  ]);
  const nameOf = (idx: number) => names.get(idx)?.name ?? '';
  return {
    post: {
      postId: post.postId,
      boardId: post.boardId,
      boardTitle: boardTitles[post.boardId as BoardId] ?? '',
      postTitle: post.title,
      postContent: post.content,
      postAuthor: nameOf(post.memberIdx),
      postAuthorId: post.memberIdx,
      isSecret: post.isSecret,
      isPin: post.isPin,
      postThumbnail: post.thumbnail,
      postHit: post.hit,
      commentCount: live.length,
      createdDateTime: post.createdDate.toISOString(),
      canEdit: canChange(reader, post.memberIdx),
      attachmentCount: attachments.length,
      attachments,
      attachmentAccess,
    },
    comments: live.map((comment) =>
      presentComment(comment, nameOf(comment.memberIdx), canChange(reader, comment.memberIdx)),
    ),
  };
}
