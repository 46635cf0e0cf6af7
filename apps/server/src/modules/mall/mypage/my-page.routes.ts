import { type MyPageSummary, myPageSummarySchema, newApiEnvelope, orderMessages } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { newApiRefusals, okNew } from '../../../platform/http/envelope';
import { getMyProfile } from '../../accounts';
import { countMemberRegistrations } from '../../registrations';
import { countCartRows } from '../cart';
import { countDownloadableContents } from '../contents';
import { countMemberOrdersSince } from '../orders';
import { countMemberReviews } from '../reviews';

/** What my page counts for the member: recent orders, contents to download, reviews, the cart, applications. */
async function myPageSummary(db: Db, memberIdx: number, now = new Date()): Promise<MyPageSummary> {
  const [profile, orders, contents, reviews, cart, conferenceApplications] = await Promise.all([
    getMyProfile({ db, memberIdx }),
    countMemberOrdersSince(db, memberIdx, new Date(now.getTime() - 30 * 86_400_000)),
    countDownloadableContents({ db, memberIdx, now }).then((counted) => counted.downloadable),
    countMemberReviews(db, memberIdx),
    countCartRows(db, memberIdx),
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
        response: { 200: newApiEnvelope(myPageSummarySchema), ...newApiRefusals(401) },
      },
    },
    async (request) => {
      const { memberIdx } = await requireMember(request, orderMessages.loginRequired);
      return okNew(await myPageSummary(db, memberIdx));
    },
  );
};
