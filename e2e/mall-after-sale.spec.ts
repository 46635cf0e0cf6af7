import { readFile } from 'node:fs/promises';
import { afterSaleMessages, orderMessages } from '@edu/shared';
import { admin, answerDialog, logIn, uniqueAddress } from './account-helpers';
import { expect, test } from './fixtures';
import { addToCart, member, openItem, orderCartByCard } from './mall-helpers';

const freeCards = '말씀 카드 일러스트 세트'; // a free image content of one file, unlimited download
const stickers = '성경 인물 스티커북'; // 5,000원
const stamps = '교회학교 출석 스탬프'; // 10,000원, the same warehouse

/** A small PNG (8×8), as a photo a member would attach. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMwTvuPFTEMLQkAqBFmAWlht3MAAAAASUVORK5CYII=',
  'base64',
);

test('a bought content is downloaded file by file and as a zip, the history shows both, and its review with a photo reaches the item page', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await openItem(page, freeCards);
  await addToCart(page);
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await page.getByRole('button', { name: '주문하기' }).click();
  await answerDialog(page, orderMessages.freeOrderDone);

  await page.goto('/mypage/contentsBox');
  await page.getByRole('link', { name: `${freeCards} 상세보기` }).click();
  await expect(page).toHaveURL(/\/mypage\/contentsBox\/\d+$/);
  const fileLink = page.getByRole('link', { name: /말씀 카드 일러스트\.png 다운로드/ });
  const [file] = await Promise.all([page.waitForEvent('download'), fileLink.click()]);
  expect(file.suggestedFilename()).toBe('말씀 카드 일러스트.png');
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /전체 다운로드/ }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`${freeCards}.zip`);
  expect((await readFile((await zip.path()) ?? '')).subarray(0, 2).toString()).toBe('PK');

  await page.goto('/mypage/downloadHistory');
  const main = page.getByRole('main');
  await expect(main.getByText('전체 ZIP')).toHaveCount(1);
  await expect(main.getByText('개별 파일')).toHaveCount(1);
  await expect(main.getByText('말씀 카드 일러스트.png')).toBeVisible();

  await page.goto('/mypage/contentsBox');
  await page.getByRole('button', { name: `${freeCards} 리뷰 쓰기` }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰 쓰기' });
  await dialog.getByRole('button', { name: /등록|저장/ }).click();
  await answerDialog(page, afterSaleMessages.reviewTitleRequired);
  await dialog.getByLabel('제목').fill('주일학교에서 잘 썼어요');
  await dialog.getByLabel('내용').fill('아이들이 카드를 정말 좋아했습니다.');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByRole('button', { name: '사진 1 삭제' })).toBeVisible();
  await dialog.getByRole('button', { name: /등록|저장/ }).click();
  await answerDialog(page, afterSaleMessages.reviewSaved);
  await expect(page.getByRole('button', { name: `${freeCards} 리뷰 쓰기` })).toHaveCount(0);

  await openItem(page, freeCards);
  const review = page
    .getByRole('list', { name: '리뷰 목록' })
    .getByRole('article')
    .filter({ hasText: '주일학교에서 잘 썼어요' });
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: /사진 1 크게 보기/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/mypage/review');
  await expect(page.getByText('주일학교에서 잘 썼어요')).toBeVisible();
});

test('a partial return of goods is asked from the order detail and waits for the administration', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await openItem(page, stickers);
  await addToCart(page);
  await openItem(page, stamps);
  await addToCart(page);
  const oid = await orderCartByCard(page);

  await page.goto(`/mypage/detail/${oid}`);
  await page.getByRole('button', { name: '교환/반품/취소 신청' }).click();
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, afterSaleMessages.refundTypeRequired);
  await page.getByRole('radio', { name: '반품' }).check();
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, afterSaleMessages.refundProductRequired);
  await page.getByRole('checkbox', { name: new RegExp(stamps) }).check();
  await page.getByLabel('제목').fill('스탬프 잉크가 말라 있었습니다');
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, afterSaleMessages.refundReasonRequired);
  await page.getByLabel('사유').selectOption('DAMAGE');
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, afterSaleMessages.refundDone);
  const requests = page.getByRole('region', { name: '교환/반품/취소' });
  await expect(requests).toContainText('스탬프 잉크가 말라 있었습니다');
  await expect(requests).toContainText('검토 중');
  await expect(requests).toContainText(stamps);
  await expect(page.getByText('환불 대기').first()).toBeVisible();
});

test('an extra charge asked in 쇼핑몰 주문 is paid from the order detail', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await member(page, baseURL);
  await openItem(page, stickers);
  await addToCart(page);
  const oid = await orderCartByCard(page);

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() } });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, admin.uid, admin.upw);
  await expect(adminPage).toHaveURL(/\/main$/);
  await adminPage.goto('/management?tab=mall-orders');
  const filters = adminPage.getByRole('form', { name: '주문 검색' });
  await filters.getByLabel('검색어').fill(oid);
  await filters.getByRole('combobox').last().selectOption({ label: '주문번호' });
  await filters.getByRole('button', { name: '검색' }).click();
  await adminPage.getByRole('button', { name: `주문 ${oid} 상세` }).click();
  const ask = adminPage.getByRole('dialog').getByRole('form', { name: '추가 결제 요청' });
  await ask.getByLabel('금액 (원)').fill('2500');
  await ask.getByLabel('사유').fill('제주 지역 추가 배송비');
  await ask.getByRole('button', { name: '추가 결제 요청' }).click();
  await answerDialog(adminPage, /2,500원/);
  await expect(adminPage.getByRole('dialog').getByText('제주 지역 추가 배송비').first()).toBeVisible();
  await adminContext.close();

  await page.goto(`/mypage/detail/${oid}`);
  await expect(page.getByText('제주 지역 추가 배송비')).toBeVisible();
  await page.getByRole('button', { name: '추가 결제', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '추가 결제' });
  await expect(dialog.getByLabel('이름')).toHaveValue('주문회원');
  await dialog.getByLabel('신용카드').check();
  await dialog.getByRole('button', { name: '2,500원 결제하기' }).click();
  await expect(page.getByRole('heading', { name: '신용카드 결제' })).toBeVisible();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page).toHaveURL(new RegExp(`/mypage/detail/${oid}`));
  await expect(page.getByText('추가 결제 완료').first()).toBeVisible();
});

test('my page greets the member and leads to every my-page screen, conference applications in a new tab', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('주문회원');
  const applications = page.getByRole('link', { name: /컨퍼런스 신청 내역/ });
  await expect(applications).toHaveAttribute('target', '_blank');
  await expect(applications).toHaveAttribute('href', '/profile/confList');
  for (const [name, path] of [
    [/콘텐츠함/, '/mypage/contentsBox'],
    [/다운로드 내역/, '/mypage/downloadHistory'],
    [/나의 리뷰/, '/mypage/review'],
    [/나의 글/, '/mypage/post'],
  ] as const) {
    await page.goto('/mypage');
    await page.getByRole('main').getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  }
});
