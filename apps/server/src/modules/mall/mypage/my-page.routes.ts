import { type MyPageSummary, myPageSummarySchema, newApiEnvelope, orderMessages } from '@edu/shared';
import { and, count, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { okNew } from '../../../platform/http/envelope';
import { getMyProfile } from '../../accounts';
import { countMemberRegistrations } from '../../registrations';
import { mallCarts } from '../cart';
import { downloadableStatuses } from '../contents';
import { mallOrderContents, mallOrders, shownToMember } from '../orders';
import { mallReviews } from '../reviews/reviews.tables';

const unlimitedBefore = new Date(Date.UTC(2000, 0, 1));

/** What my page counts for the member: recent orders, contents to download, reviews, the cart, applications. */
async function myPageSummary(db: Db, memberIdx: number, now = new Date()): Promise<MyPageSummary> {
  const counted = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [profile, orders, contents, reviews, cart, conferenceApplications] = await Promise.all([
    getMyProfile({ db, memberIdx }),
    counted(
      db
        .select({ n: count() })
        .from(mallOrders)
        .where(
          and(shownToMember(memberIdx), gte(mallOrders.createdAt, new Date(now.getTime() - 30 * 86_400_000))),
        ),
    ),
    counted(
      db
        .select({ n: count() })
        .from(mallOrderContents)
        .where(
          and(
            eq(mallOrderContents.memberIdx, memberIdx),
            inArray(mallOrderContents.status, downloadableStatuses),
            isNotNull(mallOrderContents.downloadExpiration),
            or(
              lt(mallOrderContents.downloadExpiration, unlimitedBefore),
              gte(mallOrderContents.downloadExpiration, sql`${now.toISOString()}::timestamptz`),
            ),
          ),
        ),
    ),
    counted(
      db
        .select({ n: count() })
        .from(mallReviews)
        .where(and(eq(mallReviews.memberIdx, memberIdx), eq(mallReviews.isDeleted, 'N'))),
    ),
    counted(db.select({ n: count() }).from(mallCarts).where(eq(mallCarts.memberIdx, memberIdx))),
    countMemberRegistrations(db, memberIdx),
  ]);
  return { name: profile.name, uid: profile.uid, orders, contents, reviews, cart, conferenceApplications };
}

/** My page's counts (mall.md §2 My page). */
export const myPageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/new_api/customer/mypage/summary',
    {
      schema: {
        tags: ['mall'],
        summary: '마이페이지 요약',
        description:
          'The caller’s name and counts: orders of the last 30 days, contents that can be downloaded now, reviews, cart items, conference applications.',
        response: { 200: newApiEnvelope(myPageSummarySchema), 401: newApiEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { memberIdx } = await requireMember(request, orderMessages.loginRequired);
      return okNew(await myPageSummary(db, memberIdx));
    },
  );
};
