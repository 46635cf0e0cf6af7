import {
  afterSaleMessages,
  contentWithdrawalConsentLabel,
  contentWithdrawalMessages,
  contentWithdrawalNotice,
} from '@edu/shared';
import type { Page } from '@playwright/test';
import { answerDialog } from './account-helpers';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { addToCart, member, openItem } from './mall-helpers';

// Contents no other browser test buys or counts (the suite shares one database).
const sermon = '사도행전 2장 오순절 성령강림 설교'; // a file content, 5,000원
const lesson = '종교개혁주일 교육 자료'; // a file content, 3,000원

/**
 * From the item page to a paid order: the 청약철회 notice beside the buy buttons and the pay button, the
 * tick asked for before the payment, then the card approved in the simulator. Answers the oid.
 */
async function buyContent(page: Page, title: string) {
  await openItem(page, title);
  await expect(page.getByRole('region', { name: '디지털 콘텐츠 청약철회 안내' })).toContainText(
    contentWithdrawalNotice,
  );
  await addToCart(page);
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await expect(page.getByRole('heading', { name: '주문서' })).toBeVisible();
  const payment = page.getByRole('complementary', { name: '결제' });
  await expect(payment.getByRole('region', { name: '디지털 콘텐츠 청약철회 안내' })).toBeVisible();
  await page.getByLabel('신용카드').check();
  await page.getByRole('button', { name: '결제하기' }).click();
  await answerDialog(page, contentWithdrawalMessages.consentRequired);
  const tick = page.getByLabel(contentWithdrawalConsentLabel);
  await expect(tick).toBeFocused();
  await tick.check();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '신용카드 결제' })).toBeVisible();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page).toHaveURL(/\/mypage\/order_done\/HM\d+/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The whole order asked back as a cancellation on the order detail's request form. */
async function openCancellation(page: Page, oid: string) {
  await page.goto(`/mypage/detail/${oid}`);
  await page.getByRole('button', { name: '취소 신청', exact: true }).click();
  await page.getByRole('radio', { name: '취소' }).check();
  await page.getByRole('checkbox', { name: /전체 신청/ }).check();
  await page.getByLabel('사유').selectOption('MIND_CHANGE');
  await page.getByLabel('제목').fill('구매를 취소합니다');
  return page.getByRole('region', { name: '콘텐츠 청약철회' });
}

test('a content bought with the notice ticked, refunded before download, refused after download', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // As a phone shows it: the notice, the tick and the request form fit 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await member(page, baseURL);

  const first = await buyContent(page, sermon);
  const notes = await openCancellation(page, first);
  await expect(notes).toContainText('다운로드하지 않은 콘텐츠입니다.');
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, afterSaleMessages.refundDone);

  await adminPage.goto('/management?tab=mall-refunds');
  await adminPage.getByRole('button', { name: `${first} 신청 승인` }).click();
  const approval = adminPage.getByRole('dialog', { name: '신청 승인 (환불)' });
  await expect(approval.getByLabel('환불 금액 (원)')).toHaveValue('5,000');
  await approval.getByRole('button', { name: '승인' }).click();
  await answerDialog(adminPage, `${first} 신청을 승인하고 5,000원을 환불하시겠습니까?`);
  await expect(adminPage.getByRole('status').filter({ hasText: first })).toContainText('5,000원');
  await page.goto(`/mypage/detail/${first}`);
  await expect(page.getByRole('region', { name: '교환/반품/취소' })).toContainText('환불 완료');

  const second = await buyContent(page, lesson);
  await page.goto('/mypage/contentsBox');
  await page.getByRole('link', { name: `${lesson} 상세보기` }).click();
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: new RegExp(`${lesson}\\.txt 다운로드`) }).click(),
  ]);
  const refused = await openCancellation(page, second);
  await expect(refused).toContainText(contentWithdrawalMessages.downloaded);
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, contentWithdrawalMessages.downloaded);
  // Nothing was asked: no request waits on the order.
  await expect(page.getByRole('region', { name: '교환/반품/취소' })).not.toContainText('검토 중');
  await expectNoSidewaysScroll(page);
});
