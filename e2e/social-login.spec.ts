import type { Page } from '@playwright/test';
import { adminRequest, answerDialog, latestMessage, uniqueUid } from './account-helpers';
import { expect, test } from './fixtures';

// These journeys send KakaoTalk codes: they come from an address of their own (see playwright.config.ts).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.1' } });

/** On the simulated provider's page: picks the person and agrees (or cancels). */
async function consentAtProvider(page: Page, person: string, button = '동의하고 계속하기') {
  await expect(page.getByText('개발용 로그인 시뮬레이터')).toBeVisible();
  await page.getByLabel(person).check();
  await page.getByRole('button', { name: button }).click();
}

const accountButton = (page: Page, uid: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(uid) });

async function logOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/main$/);
}

test('a kakao user signs up with the shared profile, then logs in with one click', async ({
  page,
  baseURL,
}) => {
  const outbox = await adminRequest(baseURL);
  const uid = uniqueUid();

  await page.goto('/login');
  await page.getByRole('link', { name: '카카오 로그인' }).click();
  await consentAtProvider(page, '김카카오 (이름·이메일·전화번호 동의)');

  // Answer 002: the sign-up form, prefilled with what Kakao shared and without a password.
  await expect(page).toHaveURL(/\/signup_sns$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '간편 회원가입' })).toBeVisible();
  await expect(main.getByText('카카오 계정으로 가입합니다.', { exact: false })).toBeVisible();
  await expect(main.getByLabel('이름')).toHaveValue('김카카오');
  await expect(main.getByLabel('휴대폰 번호 가운데 자리')).toHaveValue('4100');
  await expect(main.getByLabel('휴대폰 번호 끝자리')).toHaveValue('0001');
  await expect(main.getByLabel('이메일 아이디')).toHaveValue('kim.kakao');
  await expect(main.getByRole('textbox', { name: '이메일 도메인', exact: true })).toHaveValue('example.com');
  await expect(main.getByLabel('비밀번호', { exact: true })).toHaveCount(0);

  await main.getByLabel('아이디', { exact: true }).fill(uid);
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '인증번호가 발송되었습니다.');
  await main
    .getByLabel('인증번호', { exact: true })
    .fill(await latestMessage(outbox, '01041000001', /\[(\d{6})\]/));
  await main.getByLabel('개인정보 수집 및 이용에 동의합니다.').check();
  await main.getByLabel('만 14세 이상입니다').check();
  await main.getByRole('button', { name: '가입하기' }).click();
  await answerDialog(page, '회원가입이 완료되었습니다.');
  await expect(page).toHaveURL(/\/main$/);
  await expect(accountButton(page, uid)).toBeVisible();

  // Answer 000: the next time, Kakao alone logs the member in, back on the page it started from.
  await logOut(page);
  await page.goto('/introduce/1');
  await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
  await page.getByRole('dialog').getByRole('link', { name: '카카오 로그인' }).click();
  await consentAtProvider(page, '김카카오 (이름·이메일·전화번호 동의)');
  await expect(page).toHaveURL(/\/introduce\/1$/);
  await expect(accountButton(page, uid)).toBeVisible();
  await outbox.dispose();
});

test('a kakao login whose phone already joined with an id is told how to get in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '카카오 로그인' }).click();
  await consentAtProvider(page, '최카카오 (member1과 같은 전화번호)');
  await answerDialog(page, '이미 가입된 휴대폰 번호입니다. 아이디/비밀번호 찾기를 이용해주세요.');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
});

test('a naver user signs up with the shared profile, then logs in through naver', async ({
  page,
  baseURL,
}) => {
  const outbox = await adminRequest(baseURL);
  const uid = uniqueUid();

  await page.goto('/login');
  await page.getByRole('link', { name: '네이버 로그인' }).click();
  await consentAtProvider(page, '이네이버 (이름·이메일·휴대전화 동의)');

  // Answer 002: the sign-up form, prefilled with what Naver shared (+82 and dashes normalised away).
  await expect(page).toHaveURL(/\/signup_sns$/);
  const main = page.getByRole('main');
  await expect(main.getByText('네이버 계정으로 가입합니다.', { exact: false })).toBeVisible();
  await expect(main.getByLabel('이름')).toHaveValue('이네이버');
  await expect(main.getByLabel('휴대폰 번호 가운데 자리')).toHaveValue('5100');
  await expect(main.getByLabel('휴대폰 번호 끝자리')).toHaveValue('0001');

  await main.getByLabel('아이디', { exact: true }).fill(uid);
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '인증번호가 발송되었습니다.');
  await main
    .getByLabel('인증번호', { exact: true })
    .fill(await latestMessage(outbox, '01051000001', /\[(\d{6})\]/));
  await main.getByLabel('개인정보 수집 및 이용에 동의합니다.').check();
  await main.getByLabel('만 14세 이상입니다').check();
  await main.getByRole('button', { name: '가입하기' }).click();
  await answerDialog(page, '회원가입이 완료되었습니다.');
  await expect(accountButton(page, uid)).toBeVisible();

  // Answer 000: Naver alone logs the member in again.
  await logOut(page);
  await page.goto('/login');
  await page.getByRole('link', { name: '네이버 로그인' }).click();
  await consentAtProvider(page, '이네이버 (이름·이메일·휴대전화 동의)');
  await expect(accountButton(page, uid)).toBeVisible();
  await outbox.dispose();
});

test('a naver login cancelled at naver comes back with a notice', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '네이버 로그인' }).click();
  await expect(page.getByRole('heading', { name: '네이버 아이디로 로그인' })).toBeVisible();
  await consentAtProvider(page, '정네이버 (별명만 동의)', '취소');
  await answerDialog(page, '간편 로그인이 취소되었습니다.');
  await expect(page).toHaveURL(/\/main$/);
});

test('an apple user signs up without a phone number and logs in again', async ({ page }) => {
  const uid = uniqueUid();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Apple로 로그인' }).click();
  // Apple answers with a form post to the site (the simulator's page submits it by itself).
  await consentAtProvider(page, '윤애플 (이메일 공유)');
  await expect(page).toHaveURL(/\/signup_sns$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('이름')).toHaveValue('윤애플');
  await expect(main.getByLabel('휴대폰 번호 가운데 자리')).toHaveCount(0);
  await main.getByLabel('아이디', { exact: true }).fill(uid);
  await main.getByRole('button', { name: '가입하기' }).click();
  await answerDialog(page, '개인정보 수집 및 이용에 동의해주세요.');
  await main.getByLabel('개인정보 수집 및 이용에 동의합니다.').check();
  await main.getByLabel('만 14세 이상입니다').check();
  await main.getByRole('button', { name: '가입하기' }).click();
  await answerDialog(page, '회원가입이 완료되었습니다.');
  await expect(accountButton(page, uid)).toBeVisible();

  await logOut(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Apple로 로그인' }).click();
  await consentAtProvider(page, '윤애플 (이메일 공유)');
  await expect(page).toHaveURL(/\/main$/);
  await expect(accountButton(page, uid)).toBeVisible();
});

test('/signup_sns without a social login sends the visitor to /login', async ({ page }) => {
  await page.goto('/signup_sns');
  await answerDialog(page, '간편 로그인 정보가 만료되었습니다. 간편 로그인을 다시 진행해주세요.');
  await expect(page).toHaveURL(/\/login$/);
});
