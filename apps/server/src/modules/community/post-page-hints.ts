import { postPath } from '@edu/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { PageHead } from '../../platform/http/page-preloads';
import { summaryOf } from '../../platform/http/page-preview';
import { canReadPost } from './community.policy';
import { boards, posts } from './community.tables';

/** Enough of the post's text for a shared link's two lines, however long the post is. */
const textHead = 400;
/** How far into the post's HTML its first picture is looked for: a long post costs no more. */
const pictureSearchHead = 20_000;

/**
 * A post page's preview for a shared link (/community/{boardId}/{postId}, the library's under
 * /hana-bible): its title, first words and picture (its thumbnail, else the first picture in it). Only
 * what a visitor may read: a secret post, or one on a board that keeps anything for members (the
 * library), shows the site's preview, never its own title or text. One read by primary key, the
 * board joined by its key; the text cut in the database so a long post costs no more.
 */
export function postPageHints(db: Db) {
  return async ({ postId }: Record<string, string>): Promise<PageHead> => {
    const [post] = await db
      .select({
        postId: posts.postId,
        boardId: posts.boardId,
        memberIdx: posts.memberIdx,
        isSecret: posts.isSecret,
        title: posts.title,
        textHead: sql<string>`left(${posts.contentText}, ${textHead})`,
        thumbnail: posts.thumbnail,
        // Sanitised HTML writes every attribute in double quotes.
        firstPicture: sql<
          string | null
        >`substring(left(${posts.content}, ${pictureSearchHead}) from '<img[^>]*\\ssrc="([^"]+)"')`,
        attachmentAccess: boards.attachmentAccess,
      })
      .from(posts)
      .innerJoin(boards, eq(boards.boardId, posts.boardId))
      .where(eq(posts.postId, Number(postId)));
    if (!post || !canReadPost(null, post) || post.attachmentAccess !== 'readers') return { links: [] };
    const preview = {
      title: post.title,
      tabTitle: `${post.title} - 커뮤니티`,
      description: summaryOf(post.textHead),
      image: post.thumbnail ?? post.firstPicture,
      path: postPath(post.boardId, post.postId),
      type: 'article',
    } as const;
    return { links: [], preview };
  };
}
