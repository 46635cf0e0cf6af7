import {
  afterSaleMessages,
  type ContentType,
  contentStatusLabels,
  contentTypeLabels,
  mallMessages,
  type OrderContent,
} from '@edu/shared';

/** A content order status in Korean; NOT_PAID is 결제 대기 (spec §4), an unknown one shown as it is. */
export function contentStatusText(status: string): string {
  if (status === 'NOT_PAID') return afterSaleMessages.paymentPending;
  return contentStatusLabels[status] ?? status;
}

export type ContentStatusTone = 'waiting' | 'failed' | 'done' | 'ready';

/** The badge colour of a status: waiting for payment, failed or refunded, finished, or ready to download. */
export function contentStatusTone(status: string): ContentStatusTone {
  if (status === 'NOT_PAID') return 'waiting';
  if (status === 'CREATE_FAIL' || status === 'REFUNDED') return 'failed';
  if (status === 'DOWNLOAD_FIN') return 'done';
  return 'ready';
}

/** 이미지, 파일, 영상, 음원; a content of no known type says 콘텐츠. */
export function contentTypeText(type: ContentType | null): string {
  return type ? contentTypeLabels[type] : '콘텐츠';
}

/**
 * The download period as the content box shows it (spec §4, §9): 무제한, or its last day yyyy.mm.dd with
 * `expired` once past (the page adds a red 기간 만료); "-" before payment, when there is no period yet.
 */
export function expiryView({
  downloadExpiration,
  unlimited,
  expired,
}: Pick<OrderContent, 'downloadExpiration' | 'unlimited' | 'expired'>): { text: string; expired: boolean } {
  if (unlimited) return { text: mallMessages.unlimited, expired: false };
  if (downloadExpiration === null) return { text: '-', expired: false };
  return { text: downloadExpiration, expired };
}

/** How a download history row was downloaded. */
export const downloadTypeLabels = { ONE: '개별 파일', ZIP: '전체 ZIP' } as const;
