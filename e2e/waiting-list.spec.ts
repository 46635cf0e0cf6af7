import { adminRequest, answerDialog, latestMessage, memberByApi } from './account-helpers';
import { createOpenConferenceByApi, kstInput } from './admin-helpers';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { payByCardOnPage, registerAndPayByApi } from './registration-helpers';

test('a full department → waiting list → a cancel frees 2 seats → the offer arrives by KakaoTalk → accepted and paid', async ({
  page,
  adminPage,
  browser,
  baseURL,
}) => {
  // A conference of its own whose one department has two seats.
  const { conferenceIdx, detailIdx } = await createOpenConferenceByApi(
    adminPage.request,
    `대기 명단 컨퍼런스 ${Date.now().toString(36)}`,
    { closesAt: kstInput(10), seats: 2, startsAt: kstInput(20) },
  );

  // 먼저 신청: a group of two takes both seats and pays.
  const first = await memberByApi(baseURL, '선착순');
  const firstContext = await browser.newContext({ baseURL });
  const firstPage = await firstContext.newPage();
  expect(
    (await firstPage.request.post('/api/account/login', { data: { uid: first.uid, upw: first.upw } })).ok(),
  ).toBe(true);
  const firstRegistration = await registerAndPayByApi(firstPage, detailIdx, {
    applicant: { name: first.name, phone: first.phone.digits, church: '선착교회' },
    attendees: [
      { name: '가선착', church: '선착교회' },
      { name: '나선착', church: '선착교회' },
    ],
  });

  // The waiting member, on a phone: the department shows 마감 and 대기 신청.
  await page.setViewportSize({ width: 390, height: 844 });
  const waiting = await memberByApi(baseURL, '대기회원');
  expect(
    (await page.request.post('/api/account/login', { data: { uid: waiting.uid, upw: waiting.upw } })).ok(),
  ).toBe(true);
  await page.goto(`/${conferenceIdx}`);
  const main = page.getByRole('main');
  const row = main.getByRole('row', { name: /교사부/ });
  await expect(row.getByText('마감')).toBeVisible();
  await row.getByRole('button', { name: /대기 신청/ }).click();
  const form = page.getByRole('dialog', { name: '대기 신청' });
  await form.getByLabel('인원', { exact: true }).fill('2');
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: '대기 신청하기' }).click();
  await answerDialog(page, '대기 신청이 접수되었습니다. 자리가 나면 카카오톡으로 알려 드립니다.');
  await expect(row.getByRole('link', { name: /대기 중/ })).toBeVisible();

  await page.goto('/profile/confList');
  const waitingSection = main.getByRole('region', { name: '대기 신청' });
  await expect(waitingSection).toContainText('교사부 · 2명');
  await expect(waitingSection).toContainText('대기 중 · 다음 순서');
  await expectNoSidewaysScroll(page);

  // The first group cancels both, and the administrator approves: the two seats are offered at once.
  const cancel = await firstPage.request.post('/api/payment/cancel', {
    data: { register_conf_idx: firstRegistration, type: '전체' },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  const cancels = (await (await adminPage.request.get(`/api/payment/cancels?search=${first.uid}`)).json())
    .contents.list as { idx: number }[];
  const approved = await adminPage.request.put(`/api/payment/confirmCancels/${cancels[0]?.idx}`);
  expect(approved.ok(), await approved.text()).toBe(true);
  await firstContext.close();

  const outbox = await adminRequest(baseURL);
  const link = await latestMessage(outbox, waiting.phone.digits, /(https?:\/\/\S+\/waiting-offer\/[\w-]+)/);
  const text = await latestMessage(outbox, waiting.phone.digits, /(준비된 자리: \d석)/);
  await outbox.dispose();
  expect(text).toBe('준비된 자리: 2석');

  // Nobody else can take the held seats meanwhile.
  const stranger = await adminPage.request.get(`/api/payment/check-limit/${detailIdx}?headcount=1`);
  expect(stranger.status()).toBe(403);

  // The link: the held seats, then the normal form and payment.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: '대기하신 자리가 났습니다' })).toBeVisible();
  await expect(main).toContainText('맡아 둔 자리2석');
  await expectNoSidewaysScroll(page);
  await main.getByRole('link', { name: '신청하고 결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/register/${detailIdx}\\?offer=`));
  await expect(
    main.getByRole('status').filter({ hasText: '대기 신청으로 맡아 둔 2석에 신청합니다.' }),
  ).toBeVisible();
  await main.getByRole('textbox', { name: '교회명', exact: true }).fill('대기교회');
  await main.getByLabel('참석자 1 이름').fill('김대기');
  await main.getByLabel('참석자 1 교회명').fill('대기교회');
  await main.getByRole('button', { name: '참석자 추가' }).click();
  await main.getByLabel('참석자 2 이름').fill('이대기');
  await main.getByLabel('참석자 2 교회명').fill('대기교회');
  await main.getByLabel('위 약관에 동의합니다.').check();
  await expectNoSidewaysScroll(page);
  await main.getByRole('button', { name: '신청하기' }).click();
  await expect(page).toHaveURL(/\/register_pay\/\d+$/);
  await payByCardOnPage(page);

  await page.goto('/profile/confList');
  await expect(main.getByRole('region', { name: '대기 신청' })).toContainText('제안받은 자리로 신청함');

  // The administrator's waiting list shows the entry and its accepted offer.
  await adminPage.goto('/management?tab=waiting-list');
  await adminPage.getByLabel('부서').selectOption(String(detailIdx));
  const entry = adminPage.getByRole('row', { name: new RegExp(waiting.uid) });
  await expect(entry).toContainText('신청함');
  await expect(entry).toContainText('2석 · 수락');
  // The phone reads as everywhere else on the site, 010-1234-5678, not as the stored digits.
  await expect(entry).toContainText(`010-${waiting.phone.middle}-${waiting.phone.last}`);
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await expect(adminPage.getByRole('heading', { name: '부서별 대기 명단' })).toBeVisible();
  await expectNoSidewaysScroll(adminPage);
});
