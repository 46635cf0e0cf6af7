import { defaultBusinessDetails } from '@edu/shared';
import type { Page } from '@playwright/test';
import { adminRequest } from './account-helpers';
import { createOpenConferenceByApi } from './admin-helpers';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { fillShipping, member, openAdminOrder, ownProduct, ownWarehouse } from './mall-helpers';

/** A valid 사업자등록번호 (its check digit agrees). */
const churchNumber = '220-81-62517';

const noSidewaysScroll = async (page: Page) => await expectNoSidewaysScroll(page);

test('a registration paid by real-time transfer on a phone shows its cash receipt, and the administration its columns', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const title = `계좌이체 영수증 ${tag}`;
  const { conferenceIdx, detailIdx } = await createOpenConferenceByApi(adminPage.request, title);
  const account = await member(page, baseURL);
  const registered = await page.request.post(`/api/register/conference/${detailIdx}`, {
    data: {
      registerConference: {
        name: account.name,
        phone: account.phone.digits,
        email: '',
        church: '새빛교회',
      },
      registerMemberList: [{ name: account.name, church: '새빛교회' }],
      receiptOrgName: '새빛교회',
      receiptOrgNumber: churchNumber,
      agree: 'Y',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const registrationIdx = (await registered.json()).contents as number;

  // On a phone: 실시간 계좌이체 with 소득공제 to the member's phone, typed again in the mobile window.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/register_pay/${registrationIdx}`);
  await page.getByLabel('실시간 계좌이체').check();
  const choice = page.getByRole('group', { name: '현금영수증' });
  await choice.getByLabel(/소득공제/).check();
  await choice.getByRole('textbox', { name: '휴대폰 번호' }).fill(account.phone.digits);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '실시간 계좌이체 결제' })).toBeVisible();
  const window = page.getByRole('group', { name: '현금영수증' });
  await window.getByLabel('소득공제').check();
  await window.getByLabel('휴대폰 번호 또는 사업자등록번호').fill(account.phone.digits);
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page).toHaveURL(/\/register_done\?/);

  await page.goto('/profile/confList');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('등록완료');
  await expect(card).toContainText('현금영수증');
  await expect(card.getByText(`소득공제 · 010-****-${account.phone.digits.slice(-4)}`)).toBeVisible();
  await expect(card.getByText(/승인 번호 \d{9}/)).toBeVisible();
  await expect(card.getByRole('link', { name: '현금영수증 보기' })).toHaveAttribute(
    'href',
    /\/__sim\/inicis\/cash-receipt\?noTid=.+&clpaymethod=22$/,
  );
  await noSidewaysScroll(page);

  // The registrant list names the receipt's organisation.
  await adminPage.goto('/management?tab=registrants');
  const main = adminPage.getByRole('main');
  await main.getByLabel('컨퍼런스').selectOption(String(conferenceIdx));
  await expect(main.getByRole('columnheader', { name: '영수증 명의' })).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: account.name });
  await expect(row).toContainText(`새빛교회 (${churchNumber})`);

  // The dashboard counts the registration under how it was paid.
  await adminPage.goto('/management?tab=dashboard');
  await adminPage
    .getByRole('main')
    .getByLabel('컨퍼런스', { exact: true })
    .selectOption(String(conferenceIdx));
  const byMethod = adminPage.getByRole('region', { name: '결제수단별 등록' });
  await expect(byMethod.getByRole('definition').nth(3)).toHaveText('1건');
  await expect(byMethod.getByRole('term').nth(3)).toHaveText('실시간 계좌이체');
  await expect(byMethod.getByRole('definition').first()).toHaveText('0건');

  // The members list shows the age the member gave at sign-up.
  await adminPage.goto('/management?tab=members');
  const search = adminPage.getByRole('search', { name: '회원 검색' });
  await search.getByLabel('검색어').fill(account.uid);
  await search.getByRole('button', { name: '검색' }).click();
  await expect(adminPage.getByRole('columnheader', { name: '연령 확인' })).toBeVisible();
  await expect(adminPage.getByRole('row').filter({ hasText: account.uid })).toContainText('만 14세 이상');
});

test('the administrator sees a transfer order’s cash receipt in the order view and the mall dashboard', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const warehouseId = await ownWarehouse(adminPage, `이체 영수증 창고 ${tag}`);
  const itemId = await ownProduct(adminPage, {
    title: `이체 영수증 굿즈 ${tag}`,
    warehouseId,
    price: 15_000,
    taxType: 'TAXABLE',
  });
  await member(page, baseURL);
  expect(
    (await page.request.post('/new_api/customer/cart/v2/edit', { data: { itemId, productStock: 1 } })).ok(),
  ).toBe(true);

  await page.goto('/mypage/cart');
  await page.getByRole('button', { name: /선택 상품 주문/ }).click();
  await expect(page.getByRole('heading', { name: '주문서' })).toBeVisible();
  await fillShipping(page);
  await page.getByLabel('실시간 계좌이체').check();
  const choice = page.getByRole('group', { name: '현금영수증' });
  await choice.getByLabel(/지출증빙/).check();
  await choice.getByRole('textbox', { name: /고유번호/ }).fill(churchNumber);
  await page.getByRole('button', { name: '결제하기' }).click();
  // The PC window (the desktop width): the payer types the receipt there again.
  await expect(page.getByRole('heading', { name: '실시간 계좌이체 결제' })).toBeVisible();
  const window = page.getByRole('group', { name: '현금영수증' });
  await window.getByLabel('지출증빙').check();
  await window.getByLabel('휴대폰 번호 또는 사업자등록번호').fill(churchNumber.replace(/-/g, ''));
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page).toHaveURL(/\/mypage\/order_done\/HM\d+/);
  const oid = new URL(page.url()).pathname.split('/').pop() ?? '';

  const dialog = await openAdminOrder(adminPage, oid);
  await expect(dialog.getByText('지출증빙 · 220-81-*****')).toBeVisible();
  // Issued with the transfer: its time, and the provider's page of it.
  await expect(dialog.getByText(/\d 발급$/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: '현금영수증 보기' })).toHaveAttribute(
    'href',
    /\/__sim\/inicis\/cash-receipt\?noTid=Stdpay.+&clpaymethod=22$/,
  );

  await adminPage.goto('/management?tab=mall-dashboard');
  const byMethod = adminPage.getByRole('region', { name: '결제수단별 주문' });
  await expect(byMethod.getByRole('term')).toHaveText([
    '신용카드',
    '카카오페이',
    '네이버페이',
    '실시간 계좌이체',
    '가상계좌',
    '무료',
  ]);
  await expect(byMethod.getByRole('definition').nth(3)).not.toHaveText('0건');
});

test('the policies name who runs the site from its saved business details, and the easy pays', async ({
  page,
  adminPage,
  baseURL,
}) => {
  const { updated_date: _saved, ...defaults } = defaultBusinessDetails;
  const saved = await adminPage.request.put('/api/admin/site-settings/business-details', {
    data: {
      ...defaults,
      organisation: '(재)새빛교육재단',
      representative: '이새빛',
      email: 'privacy@saebit.kr',
      customerCentreHours: '평일 09:00 ~ 18:00',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/policy/info');
    const policy = page.getByRole('article');
    await expect(policy.getByText(/^\(재\)새빛교육재단\(이하 “재단”\)은/)).toBeVisible();
    await expect(policy.getByText('개인정보 보호책임자: 이새빛 (대표자)')).toBeVisible();
    await expect(policy.getByText('이메일: privacy@saebit.kr')).toBeVisible();
    await expect(policy).not.toContainText(defaults.organisation);
    await expect(
      policy.getByRole('row', { name: /KG이니시스.*간편결제\(카카오페이·네이버페이\)/ }),
    ).toBeVisible();
    await noSidewaysScroll(page);

    await page.goto('/policy/guide');
    await expect(page.getByRole('article')).toContainText(
      '이 약관은 (재)새빛교육재단(이하 “재단”)이 운영하는',
    );
    await expect(page.getByRole('article')).toContainText('고객센터 운영 시간은 평일 09:00 ~ 18:00입니다.');
    await expect(page.getByRole('article')).toContainText('간편결제(카카오페이·네이버페이)');
  } finally {
    // The details go back to the demo's, for the specs that follow.
    const api = await adminRequest(baseURL);
    expect((await api.put('/api/admin/site-settings/business-details', { data: defaults })).ok()).toBe(true);
    await api.dispose();
  }
});
