import type { APIRequestContext } from '@playwright/test';
import { adminRequest, answerDialog, signUpByApi, uniquePhone, uniqueUid } from './account-helpers';
import { expect, test } from './fixtures';

type Detail = {
  idx: number;
  rsdatetime: string;
  redatetime: string;
  limit_personnel: number;
  registered_personnel: number;
};

/** A session department of the demo data that takes registrations now, with seats left. */
async function openDepartment(request: APIRequestContext): Promise<Detail> {
  const answer = await request.get('/api/conferences');
  const conferences = (await answer.json()).contents as { conferenceDetailList: Detail[] }[];
  const now = Date.now();
  const detail = conferences
    .flatMap((conference) => conference.conferenceDetailList)
    .find(
      (row) =>
        Date.parse(row.rsdatetime) <= now &&
        now <= Date.parse(row.redatetime) &&
        (row.limit_personnel === 0 || row.limit_personnel - row.registered_personnel >= 2),
    );
  if (!detail) throw new Error('the demo data has no open session department');
  return detail;
}

test('/profile/confList and /myCancelList while logged out send the visitor to log in', async ({ page }) => {
  for (const path of ['/profile/confList', '/myCancelList']) {
    await page.goto(path);
    await answerDialog(page, '로그인 후 이용 가능 합니다.');
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(path)}`);
  }
});

test('a registration made through the API shows in the history as 결제시도 and can be continued', async ({
  page,
  baseURL,
}) => {
  const outbox = await adminRequest(baseURL);
  const member = { uid: uniqueUid(), name: '내역회원', upw: 'history-pass-1', phone: uniquePhone() };
  await signUpByApi(baseURL, outbox, member);
  await outbox.dispose();

  // page.request shares the browser's cookies: this login is the page's session too.
  const login = await page.request.post('/api/account/login', { data: { uid: member.uid, upw: member.upw } });
  expect(login.ok()).toBe(true);

  await page.goto('/profile/confList');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '신청 내역', level: 1 })).toBeVisible();
  await expect(main.getByText('신청 내역이 없습니다.')).toBeVisible();

  const detail = await openDepartment(page.request);
  const registered = await page.request.post(`/api/register/conference/${detail.idx}`, {
    data: {
      zipCode: '06236',
      address: '서울 강남구 테헤란로 1',
      detailedAddress: '3층',
      registerConference: { name: member.name, phone: member.phone.digits, email: '', church: '내역교회' },
      registerMemberList: [
        { name: '홍길동', church: '내역교회' },
        { name: '김영희', church: '내역교회' },
      ],
      agree: 'Y',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const registrationIdx = (await registered.json()).contents as number;

  await page.reload();
  const card = main.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('결제시도');
  await expect(card).toContainText('홍길동, 김영희');
  await expect(card).toContainText('2명');
  // Nothing is paid: no receipt, no barcode and no cancel request yet.
  await expect(card.getByRole('button', { name: '영수증' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: '취소 신청' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: '바코드 확인' })).toHaveCount(0);

  // The in-app variants show the same history.
  await page.goto('/profile/confList/app');
  await expect(main.getByRole('article')).toContainText('결제시도');

  // Filtering by another status hides it.
  await main.getByLabel('상태').selectOption('등록완료');
  await expect(main.getByText('신청 내역이 없습니다.')).toBeVisible();
  await main.getByLabel('상태').selectOption('');

  await main.getByRole('button', { name: '이어서 신청하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/register_pay/${registrationIdx}$`));

  // A cancel request needs a paid registration (payments land later): the cancel list is empty.
  await page.goto('/myCancelList');
  await expect(main.getByRole('heading', { name: '취소 신청 내역', level: 1 })).toBeVisible();
  for (const column of ['부서', '이름', '교회', '구분', '인원', '금액', '신청일', '처리일', '상태'])
    await expect(main.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(main.getByText('취소 신청 내역이 없습니다.')).toBeVisible();

  // The server refuses a cancel of an unpaid registration, and nothing is listed.
  const refused = await page.request.post('/api/payment/cancel', {
    data: { register_conf_idx: registrationIdx, type: '전체' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).err_msg).toBe('등록완료 상태의 신청만 취소할 수 있습니다.');
});
