import { type ItemDetail, mallMessages } from '@edu/shared';
import { formatWon } from '../../../../lib/format-won';

/** A content's download period: "30일", or "무제한" for 0 (spec §4). */
export function downloadPeriodLabel(days: number): string {
  return days > 0 ? `${days}일` : mallMessages.unlimited;
}

/** Bible references as one line: "요한복음 3장, 시편 23편, 룻기" (the Psalms count 편, the other books 장). */
export function bibleLabel(bibleList: ItemDetail['bibleList']): string {
  return bibleList
    .map(({ bookName, chapter }) =>
      chapter === null ? bookName : `${bookName} ${chapter}${bookName === '시편' ? '편' : '장'}`,
    )
    .join(', ');
}

export type Fact = { label: string; value: string };

/** The item's facts under its price: delivery for goods, download period for contents, bible and season. */
export function itemFacts(item: ItemDetail): Fact[] {
  const facts: Fact[] = [];
  const { warehouse } = item;
  if (item.itemType === 'PRODUCT' && warehouse) {
    const fee = warehouse.deliveryFee > 0 ? formatWon(warehouse.deliveryFee) : '무료배송';
    const threshold =
      warehouse.deliveryFee > 0 && warehouse.deliveryFreeOption > 0
        ? ` (${formatWon(warehouse.deliveryFreeOption)} 초과 구매 시 무료배송)`
        : '';
    facts.push({ label: '배송비', value: `${fee}${threshold}` });
    if (item.isADFActive && item.additionalDeliveryFee > 0) {
      facts.push({ label: '추가 배송비', value: `제주·도서산간 ${formatWon(item.additionalDeliveryFee)}` });
    }
    if (warehouse.deliveryCompany) facts.push({ label: '택배사', value: warehouse.deliveryCompany });
  }
  if (item.itemType === 'CONTENT') {
    facts.push({ label: '다운로드 기간', value: downloadPeriodLabel(item.downloadPeriod) });
  }
  if (item.bibleList.length > 0) facts.push({ label: '성경', value: bibleLabel(item.bibleList) });
  if (item.solarTerm) facts.push({ label: '절기', value: item.solarTerm });
  return facts;
}
