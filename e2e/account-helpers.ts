import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

// The e2e server seeds the administrator with this password (scripts/e2e-server.mjs).
export const admin = { uid: 'admin', upw: 'e2e-admin-password' };

/** A fresh 010 number per test (the server refuses reserved endings such as 0000 and 9999). */
export function uniquePhone(): { middle: string; last: string; digits: string } {
  const middle = String(2000 + Math.floor(Math.random() * 7000));
  const last = String(1001 + Math.floor(Math.random() * 8000));
  return { middle, last, digits: `010${middle}${last}` };
}

/**
 * A visitor address of its own (sent as X-Forwarded-For; the e2e server trusts its proxy), so the
 * per-address limits on logins and codes count each test or member apart, as they do for real visitors.
 */
export function uniqueAddress(): string {
  return `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/** A fresh member id (lowercase letter first, then letters and digits). */
export function uniqueUid(): string {
  return `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** An API client logged in as the administrator, to read the KakaoTalk outbox. */
export async function adminRequest(baseURL: string | undefined): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() },
  });
  const answer = await context.post('/api/account/login', { data: admin });
  expect(answer.ok()).toBe(true);
  return context;
}

/** The newest outbox text sent to a phone that matches the pattern; answers its first capture group. */
export async function latestMessage(
  context: APIRequestContext,
  phoneDigits: string,
  pattern: RegExp,
): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const answer = await context.get('/api/messages?page=1&size=50');
      const body = (await answer.json()) as {
        contents: { list: { recipient: string; text: string }[] };
      };
      const message = body.contents.list.find(
        (item) => item.recipient.replace(/\D/g, '') === phoneDigits && pattern.test(item.text),
      );
      found = message?.text.match(pattern)?.[1] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** The message dialog: checks its text, then answers it with "확인" (or `button`). */
export async function answerDialog(page: Page, text: string | RegExp, button = '확인') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button }).click();
  // Gone, or already showing the next message (a confirm followed at once by its result).
  await expect(dialog.filter({ hasText: text })).toHaveCount(0);
  // Preact runs effect clean-ups after the next paint: the closed dialog gives focus back to what opened
  // it only then. A field filled before that would lose its focus halfway (and the form its input).
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))');
}

/** Logs in on the /login page and waits for the home page. */
export async function logIn(page: Page, uid: string, upw: string) {
  await page.goto('/login');
  await submitLoginForm(page, uid, upw);
}

/** Fills and sends the form of the /login page already shown (e.g. after a page sent the visitor there). */
export async function submitLoginForm(page: Page, uid: string, upw: string) {
  const form = page.getByRole('main');
  await form.getByLabel('아이디', { exact: true }).fill(uid);
  await form.getByLabel('비밀번호').fill(upw);
  await form.getByLabel('비밀번호').press('Enter');
}

/** A new member made through the API, not logged in; answers the id and password. */
export async function memberByApi(baseURL: string | undefined, name: string) {
  const outbox = await adminRequest(baseURL);
  const member = { uid: uniqueUid(), name, upw: 'member-pass-1', phone: uniquePhone() };
  try {
    await signUpByApi(baseURL, outbox, member);
  } finally {
    await outbox.dispose();
  }
  return member;
}

/** Fills the phone boxes of a form. */
export async function fillPhone(page: Page, phone: { middle: string; last: string }) {
  await page.getByLabel('휴대폰 번호 가운데 자리').fill(phone.middle);
  await page.getByLabel('휴대폰 번호 끝자리').fill(phone.last);
}

/** Signs a member up through /signup, reading the phone code from the outbox. */
export async function signUpThroughPage(
  page: Page,
  outbox: APIRequestContext,
  member: { uid: string; name: string; upw: string; phone: ReturnType<typeof uniquePhone> },
) {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('아이디', { exact: true }).fill(member.uid);
  await main.getByRole('button', { name: '중복확인' }).click();
  await answerDialog(page, '사용 가능한 아이디입니다.');
  await main.getByLabel('이름').fill(member.name);
  await main.getByLabel('비밀번호', { exact: true }).fill(member.upw);
  await main.getByLabel('비밀번호 확인').fill(member.upw);
  await fillPhone(page, member.phone);
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '인증번호가 발송되었습니다.');
  await expect(main.getByRole('button', { name: '인증번호 다시 받기' })).toBeEnabled();
  await expect(main.getByRole('timer', { name: '남은 시간' })).toHaveText(/^0[45]:[0-5]\d$/);
  const code = await latestMessage(outbox, member.phone.digits, /\[(\d{6})\]/);
  await main.getByLabel('인증번호', { exact: true }).fill(code);
  await main.getByLabel('이메일 아이디').fill(member.uid);
  await main.getByLabel('개인정보 수집 및 이용에 동의합니다.').check();
  await main.getByLabel('만 14세 이상입니다').check();
  await main.getByRole('button', { name: '가입하기' }).click();
  await answerDialog(page, '회원가입이 완료되었습니다.');
  await page.waitForURL(/\/login$/);
}

/** Creates a member through the API (the phone code read from the outbox), for journeys that start signed up. */
export async function signUpByApi(
  baseURL: string | undefined,
  outbox: APIRequestContext,
  member: { uid: string; name: string; upw: string; phone: ReturnType<typeof uniquePhone> },
) {
  // Each member signs up from an address of their own (as visitors do), so the per-address hourly
  // limit on code sends never couples the specs that make members.
  const visitor = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() },
  });
  try {
    expect((await visitor.post('/api/join/passcode', { data: { phone: member.phone.digits } })).ok()).toBe(
      true,
    );
    const passCode = await latestMessage(outbox, member.phone.digits, /\[(\d{6})\]/);
    const answer = await visitor.post('/api/member', {
      data: {
        uid: member.uid,
        name: member.name,
        upw: member.upw,
        phone: member.phone.digits,
        email: `${member.uid}@example.com`,
        is_agree: 'Y',
        sns_type: '',
        sns_id: '',
        passCode,
        is_over14: 'Y',
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  } finally {
    await visitor.dispose();
  }
}
