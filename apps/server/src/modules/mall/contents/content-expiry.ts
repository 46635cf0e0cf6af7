/** A download expiry before this means "unlimited" (mall.md §9). */
export const unlimitedBefore = Date.UTC(2000, 0, 1);

/** Statuses in which a paid content may be downloaded (mall.md §4). */
export const downloadableStatuses = ['CREATE_DONE', 'DOWNLOAD_DOING'];

/** yyyy.mm.dd of a day in Korean time. */
const dottedDay = (date: Date) =>
  new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '.');

/**
 * What the content box shows of a bought content's download period, and whether it may be downloaded
 * now: not while a request asks it back (`askedBack`).
 */
export function expiryOf(status: string, expiration: Date | null, now = new Date(), askedBack = false) {
  const unlimited = expiration !== null && expiration.getTime() < unlimitedBefore;
  const expired = expiration !== null && !unlimited && expiration.getTime() < now.getTime();
  return {
    downloadExpiration: expiration ? dottedDay(expiration) : null,
    unlimited,
    expired,
    askedBack,
    downloadable: downloadableStatuses.includes(status) && expiration !== null && !expired && !askedBack,
  };
}
