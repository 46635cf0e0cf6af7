import { readFile } from 'node:fs/promises';
import { afterSaleMessages, orderMessages } from '@edu/shared';
import { adminRequest, answerDialog } from './account-helpers';
import { expectAccessible } from './axe-sweep';
import { expect, test } from './fixtures';
import { addToCart, addToCartByApi, member, openAdminOrder, openItem, orderCartByCard } from './mall-helpers';

const freeCards = '말씀 카드 일러스트 세트'; // a free image content of one file, unlimited download
const stickers = '성경 인물 스티커북'; // 5,000원
const stamps = '교회학교 출석 스탬프'; // 10,000원, the same warehouse

/** A small PNG (8×8), as a photo a member would attach. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMwTvuPFTEMLQkAqBFmAWlht3MAAAAASUVORK5CYII=',
  'base64',
);

test('a bought content is downloaded file by file and as a zip, the history shows both, and its review with stars and a photo reaches the item page', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(60_000);
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
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '리뷰 쓰기');
  await dialog.getByRole('button', { name: /등록|저장/ }).click();
  await answerDialog(page, afterSaleMessages.reviewRatingRequired);
  await dialog.getByRole('radio', { name: '4점' }).check();
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
  await expect(review.getByRole('img', { name: '별점 4점' })).toBeVisible();
  await expect(page.getByRole('img', { name: '별점 평균 4.0점, 1개' }).first()).toBeVisible();
  await review.getByRole('button', { name: /사진 1 크게 보기/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // The administration sees its stars in 쇼핑몰 리뷰 and hides it: its author is told so in 나의 리뷰.
  await adminPage.goto('/management?tab=mall-reviews');
  const row = adminPage.getByRole('row', { name: /주일학교에서 잘 썼어요/ });
  await expect(row.getByRole('img', { name: '별점 4점' })).toBeVisible();
  await row.getByRole('button', { name: /리뷰 숨기기/ }).click();
  const hide = adminPage.getByRole('dialog', { name: '리뷰 숨기기' });
  await hide.getByLabel('숨김 사유').fill('시험으로 숨깁니다');
  await hide.getByRole('button', { name: '숨기기' }).click();
  await expect(row.getByRole('button', { name: /다시 보이기/ })).toBeVisible();

  await page.goto('/mypage/review');
  const mine = page.getByRole('article').filter({ hasText: '주일학교에서 잘 썼어요' });
  await expect(mine).toContainText(afterSaleMessages.reviewHidden);
  await expect(mine.getByRole('img', { name: '별점 4점' })).toBeVisible();
});

test('goods still prepared offer a cancellation and no review; shipped ones are returned by the unit, the expected refund shown first', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await addToCartByApi(page, stickers);
  await addToCartByApi(page, stamps, 2);
  const oid = await orderCartByCard(page);
  const order = (await (await page.request.get(`/new_api/customer/order/v2/order-result/${oid}`)).json())
    .data;
  const stampLine = order.deliveryList
    .flatMap((group: { orderProductList: { orderItemTitle: string }[] }) => group.orderProductList)
    .find((line: { orderItemTitle: string }) => line.orderItemTitle === stamps).orderItemId as number;

  await page.goto(`/mypage/detail/${oid}`);
  await expect(page.getByRole('button', { name: '취소 신청', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /리뷰 쓰기/ })).toHaveCount(0);

  const administration = await adminRequest(baseURL);
  const shipped = await administration.put(`/api/admin/mall/order-items/${stampLine}/delivery`, {
    data: { deliveryStatus: 'START', deliveryCompany: 'CJ대한통운', invoiceNumber: '123456789012' },
  });
  expect(shipped.ok()).toBe(true);
  await administration.dispose();

  await page.reload();
  await page.getByRole('button', { name: '교환/반품/취소 신청' }).click();
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, afterSaleMessages.refundTypeRequired);
  await page.getByRole('radio', { name: '반품' }).check();
  // The stickers are still prepared: a return does not fit them (they are cancelled instead).
  await expect(page.getByRole('checkbox', { name: new RegExp(stickers) })).toBeDisabled();
  await page.getByRole('checkbox', { name: new RegExp(stamps) }).check();
  const expected = page.getByRole('status').filter({ hasText: '예상 환불 금액' });
  await expect(expected).toContainText('20,000원');
  await page.getByLabel(`${stamps} 신청 수량`).selectOption('1');
  await expect(expected).toContainText('10,000원');
  // A change of mind pays the way back (terms 제13조 ③): shown before sending, taken off the refund.
  await page.getByLabel('사유').selectOption('MIND_CHANGE');
  await expect(expected).toContainText('반품 배송비 (구매자 부담)-4,000원');
  await expect(expected).toContainText('예상 환불 금액6,000원');
  await page.getByLabel('제목').fill('스탬프 하나의 잉크가 말라 있었습니다');
  await page.getByLabel('사유').selectOption('DAMAGE');
  await expect(expected).toContainText('예상 환불 금액10,000원');
  await expect(expected).not.toContainText('반품 배송비 (구매자 부담)');
  await page.getByLabel('계좌번호').fill('국민 123-456');
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, afterSaleMessages.refundAccountNumberInvalid);
  await page.getByLabel('계좌번호').fill('123-456-789');
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, afterSaleMessages.refundDone);
  const requests = page.getByRole('region', { name: '교환/반품/취소' });
  await expect(requests).toContainText('검토 중');
  await expect(requests.getByRole('list', { name: '신청 상품' })).toHaveText(`${stamps} · 1개`);
});

test('a line of several option lines is returned option line by option line, each at its own price', async ({
  page,
  baseURL,
}) => {
  const textbook = '유아부 성경 교재 세트';
  // 유치부 / 1학기: paths no other browser test counts the stock of (the suite shares one database).
  await member(page, baseURL);
  await openItem(page, textbook);
  const choosePath = async (set: string) => {
    await page.getByRole('combobox', { name: /^부서/ }).selectOption('유치부');
    await page.getByRole('combobox', { name: /^학기/ }).selectOption('1학기');
    await page.getByRole('combobox', { name: /^구성/ }).selectOption(set);
    await page.getByRole('button', { name: '선택한 옵션 담기' }).click();
  };
  await choosePath('교사용'); // 15,000원
  await page.getByRole('textbox', { name: /^이름 새김 문구(?!:)/ }).fill('사랑반 김교사');
  await choosePath('학생용'); // 12,000원 + 1,000원 for the engraving
  const engraved = '유치부 / 1학기 / 학생용 · 이름 새김 문구: 사랑반 김교사';
  await page.getByRole('textbox', { name: `${engraved} 수량` }).fill('2');
  await addToCart(page);
  const oid = await orderCartByCard(page);
  const order = (await (await page.request.get(`/new_api/customer/order/v2/order-result/${oid}`)).json())
    .data;
  const bookLine = order.deliveryList[0].orderProductList[0].orderItemId as number;
  const administration = await adminRequest(baseURL);
  const shipped = await administration.put(`/api/admin/mall/order-items/${bookLine}/delivery`, {
    data: { deliveryStatus: 'START', deliveryCompany: 'CJ대한통운', invoiceNumber: '223456789012' },
  });
  expect(shipped.ok()).toBe(true);
  await administration.dispose();

  await page.goto(`/mypage/detail/${oid}`);
  await page.getByRole('button', { name: '교환/반품 신청' }).click();
  await page.getByRole('radio', { name: '반품' }).check();
  await page.getByRole('checkbox', { name: new RegExp(textbook) }).check();
  const expected = page.getByRole('status').filter({ hasText: '예상 환불 금액' });
  await expect(expected).toContainText('41,000원');
  // One engraved student's set only: the teacher's set stays, and the refund is that set's price.
  await page.getByLabel(/교사용 신청 수량$/).selectOption('0');
  await page.getByLabel(/사랑반 김교사 신청 수량$/).selectOption('1');
  await expect(expected).toContainText('13,000원');
  await page.getByLabel('제목').fill('학생용 한 권이 파손되어 왔습니다');
  await page.getByLabel('사유').selectOption('DAMAGE');
  await page.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, afterSaleMessages.refundDone);
  const requests = page.getByRole('region', { name: '교환/반품/취소' });
  await expect(requests.getByRole('list', { name: '신청 상품' })).toHaveText(
    `${textbook} · 1개 (유치부 / 1학기 / 학생용 / 사랑반 김교사 1개)`,
  );
});

test('an approved cancellation shows in the order detail and the order list with what remains paid', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await addToCartByApi(page, stickers);
  await addToCartByApi(page, stamps);
  const oid = await orderCartByCard(page); // 5,000 + 10,000 + 4,000 delivery
  const order = (await (await page.request.get(`/new_api/customer/order/v2/order-result/${oid}`)).json())
    .data;
  const stampLine = order.deliveryList[0].orderProductList.find(
    (line: { orderItemTitle: string }) => line.orderItemTitle === stamps,
  ).orderItemId as number;
  const asked = await page.request.post('/new_api/customer/refund/new', {
    multipart: {
      refund: JSON.stringify({
        oid,
        refundType: 'CANCEL',
        reasonType: 'MIND_CHANGE',
        refundItemList: [{ orderProductId: stampLine }],
        title: '스탬프 주문 취소',
      }),
    },
  });
  expect((await asked.json()).code).toBe('200');
  const sales = (await (await page.request.get(`/new_api/order/v2/sales/detail/${oid}`)).json()).data;
  const administration = await adminRequest(baseURL);
  const approved = await administration.post(
    `/api/admin/mall/refunds/${sales.refundList[0].refundId}/approve`,
    {
      data: {},
    },
  );
  expect(approved.ok()).toBe(true);
  await administration.dispose();

  await page.goto(`/mypage/detail/${oid}`);
  const history = page.getByRole('region', { name: '결제 내역' });
  await expect(history).toContainText('취소 환불');
  await expect(history).toContainText('카드 결제 취소');
  await expect(history).toContainText('-10,000원');
  await expect(history).toContainText('부분 환불');
  await expect(history).toContainText('환불 후 결제 금액 9,000원');
  await expect(page.getByRole('region', { name: '결제 정보' })).toContainText('-10,000원');
  await page.goto('/mypage/list');
  await expect(page.getByRole('main')).toContainText('환불 10,000원');
});

test('an extra charge asked in 쇼핑몰 주문 is paid from the order detail', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await member(page, baseURL);
  await openItem(page, stickers);
  await addToCart(page);
  const oid = await orderCartByCard(page);

  const order = await openAdminOrder(adminPage, oid);
  const ask = order.getByRole('form', { name: '추가 결제 요청' });
  await ask.getByLabel('금액 (원)').fill('2500');
  await ask.getByLabel('사유').fill('제주 지역 추가 배송비');
  await ask.getByRole('button', { name: '추가 결제 요청' }).click();
  await answerDialog(adminPage, /2,500원/);
  await expect(order.getByRole('status').filter({ hasText: '추가 결제를 요청했습니다.' })).toContainText(
    '2,500원 · 제주 지역 추가 배송비',
  );

  await page.goto(`/mypage/detail/${oid}`);
  await expect(page.getByText('제주 지역 추가 배송비')).toBeVisible();
  await page.getByRole('button', { name: '추가 결제', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '추가 결제' });
  await expect(dialog.getByLabel('이름')).toHaveValue('주문회원');
  await expectAccessible(page, '추가 결제');
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
