import type { OrderContent } from '@edu/shared';

type ContentState = Pick<
  OrderContent,
  'orderContentStatus' | 'unlimited' | 'expired' | 'downloadable' | 'askedBack'
>;

/** What a content box row offers in place of 상세보기. */
export type DetailAction = 'detail' | 'systemError' | 'none';

/**
 * Spec §4, the detail button: CREATE_FAIL shows the system-error notice instead; hidden for a finished
 * download of unlimited period; otherwise shown while the period is not past.
 */
export function detailAction({
  orderContentStatus,
  unlimited,
  expired,
}: Pick<ContentState, 'orderContentStatus' | 'unlimited' | 'expired'>): DetailAction {
  if (orderContentStatus === 'CREATE_FAIL') return 'systemError';
  if (orderContentStatus === 'DOWNLOAD_FIN' && unlimited) return 'none';
  return expired ? 'none' : 'detail';
}

/** Spec §4: 리뷰 쓰기 only while there is no review yet, and only for a paid content. */
export function canWriteReview({
  reviewed,
  orderContentStatus,
}: Pick<OrderContent, 'reviewed' | 'orderContentStatus'>): boolean {
  return !reviewed && orderContentStatus !== 'NOT_PAID' && orderContentStatus !== 'REFUNDED';
}

/** What the content detail shows where the files go. */
export type DownloadState =
  | 'downloadable'
  | 'notPaid'
  | 'systemError'
  | 'refunded'
  | 'askedBack'
  | 'expired'
  | 'unavailable';

/**
 * Spec §4: files only in CREATE_DONE or DOWNLOAD_DOING within the period (the server's `downloadable`);
 * NOT_PAID says 결제 대기, CREATE_FAIL the system error, REFUNDED that a refunded content is closed, one a
 * waiting refund request asks back that it downloads again if the request is withdrawn, a past period
 * 기간 만료, anything else 다운로드할 수 없습니다.
 */
export function downloadState(content: ContentState): DownloadState {
  if (content.downloadable) return 'downloadable';
  if (content.orderContentStatus === 'NOT_PAID') return 'notPaid';
  if (content.orderContentStatus === 'CREATE_FAIL') return 'systemError';
  if (content.orderContentStatus === 'REFUNDED') return 'refunded';
  if (content.askedBack) return 'askedBack';
  if (content.expired) return 'expired';
  return 'unavailable';
}
