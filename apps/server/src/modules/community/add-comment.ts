import { communityLimits, messages, type PostDetail, communityMessages as texts } from '@edu/shared';
import type { Db } from '../../platform/db/database';
import { badRequest, forbidden } from '../../platform/http/app-error';
import { membersByIdx } from '../accounts';
import { canComment } from './community.policy';
import { comments } from './community.tables';
import { findReadablePost } from './get-post';
import { presentComment } from './post-presenter';
import { cleanText } from './post-text';

/**
 * Adds a member's comment to a post they may read (members above level 1). The text is kept as plain
 * text, control characters dropped; pages show it as text, never as HTML. Answers the new comment.
 */
export async function addComment(options: {
  db: Db;
  author: { memberIdx: number; level: number };
  postId: number;
  text: string;
}): Promise<PostDetail['comments'][number]> {
  const { db, author } = options;
  if (!canComment(author)) throw forbidden(messages.forbidden);
  const post = await findReadablePost(db, author, options.postId);
  const content = cleanText(options.text);
  if (!content) throw badRequest(texts.commentRequired);
  if (content.length > communityLimits.commentMaxLength) throw badRequest(texts.commentTooLong);
  const [row] = await db
    .insert(comments)
    .values({ postId: post.postId, memberIdx: author.memberIdx, content })
    .returning();
  if (!row) throw new Error('comment insert returned nothing');
  const names = await membersByIdx(db, [author.memberIdx]);
  return presentComment(row, names.get(author.memberIdx)?.name ?? '', true);
}
