import { orderMessages } from '@edu/shared';
import { admin, answerDialog, logIn } from './account-helpers';
import { createOpenConferenceByApi } from './admin-helpers';
import { expectAccessible } from './axe-sweep';
import { expect, test } from './fixtures';
import { addToCartByApi, fillShipping, member } from './mall-helpers';
import { registerByApi } from './registration-helpers';

test('the payment page shows the time its seats are held, warns at 2 minutes and extends it once', async ({
  page,
}) => {
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  const { detailIdx } = await createOpenConferenceByApi(page.request, `결제 시간 ${Date.now().toString(36)}`);
  const registrationIdx = await registerByApi(page, detailIdx, {
    applicant: { name: '관리자', phone: '01012345678', church: '하나교회', email: 'admin@example.com' },
    attendees: [{ name: '홍길동', church: '하나교회' }],
  });

  // The page's clock is the test's: 13 minutes pass in a moment.
  await page.clock.install();
  await page.goto(`/register_pay/${registrationIdx}`);
  const limit = page.getByRole('region', { name: '결제 가능 시간' });
  const timer = limit.getByRole('timer', { name: '결제 가능 시간' });
  await expect(timer).toHaveText(/^1[45]분 \d\d초$/);
  await expect(limit).toContainText('좌석을 15분 동안 잡아 둡니다');
  // Not read out each second: the ticking figure is in no live region, and no warning yet.
  await expect(limit.getByRole('alert')).toHaveCount(0);

  await page.clock.fastForward('13:00');
  await expect(timer).toHaveText(/^(1분 5\d초|2분 00초)$/);
  await expect(limit.getByRole('alert')).toHaveText(
    '결제 가능 시간이 2분 남았습니다. 시간이 지나면 잡아 둔 좌석이 반환됩니다.',
  );

  // By keyboard: the extension is asked for, the server holds the seats 15 more minutes.
  const extend = limit.getByRole('button', { name: '시간 연장 (2회 남음)' });
  await extend.focus();
  await page.keyboard.press('Enter');
  await expect(limit.getByRole('button', { name: '시간 연장 (1회 남음)' })).toBeFocused();
  await expect(limit.getByRole('status')).toHaveText('결제 가능 시간을 15분 연장했습니다.');
  await expect(timer).toHaveText(/^1[45]분 \d\d초$/);
  await expect(limit.getByRole('alert')).toHaveCount(0);
  const held = (await (await page.request.get(`/api/registered/conference/pay/${registrationIdx}`)).json())
    .contents.hold as { extensionsLeft: number };
  expect(held.extensionsLeft).toBe(1);
});

test('after a closed payment window the order form shows the time its stock is held, extends it and pays the same order', async ({
  page,
  baseURL,
}) => {
  await member(page, baseURL);
  await addToCartByApi(page, '유치부 여름성경학교 교재', 2);
  await page.goto('/mypage/cart');
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await expect(page.getByRole('heading', { name: '주문서' })).toBeVisible();
  await fillShipping(page);
  await page.getByLabel('신용카드').check();
  // No order yet, nothing held: no time limit.
  await expect(page.getByRole('region', { name: '결제 가능 시간' })).toHaveCount(0);
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제창 닫기' }).click();
  await answerDialog(page, orderMessages.paymentCancelled);

  const limit = page.getByRole('region', { name: '결제 가능 시간' });
  await expect(limit).toContainText('재고를 15분 동안 잡아 둡니다');
  await expect(limit.getByRole('timer', { name: '결제 가능 시간' })).toHaveText(/^1[45]분 \d\d초$/);
  await expectAccessible(page, '결제 가능 시간');
  const extend = limit.getByRole('button', { name: '시간 연장 (2회 남음)' });
  await extend.focus();
  await page.keyboard.press('Enter');
  await expect(limit.getByRole('status')).toHaveText('결제 가능 시간을 15분 연장했습니다.');
  await expect(limit.getByRole('button', { name: '시간 연장 (1회 남음)' })).toBeFocused();

  // The next attempt pays the order that held the stock, not a second one beside it.
  const cartIdSet = (new URL(page.url()).searchParams.get('cartIdSet') ?? '').split(',').map(Number);
  const form = await page.request.post('/new_api/customer/order/v2/form', { data: { cartIdSet } });
  const pending = (await form.json()).data.pendingPayment as { oid: string };
  await fillShipping(page);
  await page.getByLabel('신용카드').check();
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page).toHaveURL(new RegExp(`/mypage/order_done/${pending.oid}`));
});
