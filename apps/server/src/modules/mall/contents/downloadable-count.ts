import type { OrderContentCount } from '@edu/shared';
import { and, count, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { downloadableStatuses, unlimitedBefore } from './content-expiry';
import { mallOrderContents } from './contents.tables';

/**
 * How many of the member's contents can be downloaded now (the rule of `expiryOf`), for the withdrawal
 * warning and my page.
 */
export async function countDownloadableContents(options: {
  db: Db;
  memberIdx: number;
  now?: Date;
}): Promise<OrderContentCount> {
  const expiration = mallOrderContents.downloadExpiration;
  const [counted] = await options.db
    .select({ n: count() })
    .from(mallOrderContents)
    .where(
      and(
        eq(mallOrderContents.memberIdx, options.memberIdx),
        inArray(mallOrderContents.status, downloadableStatuses),
        isNotNull(expiration),
        or(lt(expiration, new Date(unlimitedBefore)), gte(expiration, options.now ?? new Date())),
      ),
    );
  return { downloadable: counted?.n ?? 0 };
}
