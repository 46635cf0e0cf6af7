import type { Page } from '@playwright/test';
import {
  adminRequest,
  answerDialog,
  latestMessage,
  logIn,
  signUpByApi,
  uniqueAddress,
  uniquePhone,
  uniqueUid,
} from './account-helpers';
import { expect, test } from './fixtures';
import { member as loggedInMember } from './mall-helpers';

test('/profile while logged out sends the visitor to log in, to come back to it', async ({ page }) => {
  await page.goto('/profile');
  await answerDialog(page, '로그인 후 이용 가능 합니다.');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
});

test('a member edits the profile, changes the password and then withdraws', async ({ page, baseURL }) => {
  const outbox = await adminRequest(baseURL);
  const member = { uid: uniqueUid(), name: '프로필회원', upw: 'profile-pass-1', phone: uniquePhone() };
  await signUpByApi(baseURL, outbox, member);
  await outbox.dispose();

  await logIn(page, member.uid, member.upw);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByLabel('휴대폰 번호')).toHaveValue(`010-${member.phone.middle}-${member.phone.last}`);

  await main.getByLabel('이름').fill('');
  await main.getByRole('button', { name: '저장' }).click();
  await answerDialog(page, '이름을 입력해주세요.');
  await main.getByLabel('이름').fill('새이름');
  await main.getByLabel('이메일').fill(`${member.uid}@example.org`);
  await main.getByRole('button', { name: '저장' }).click();
  await answerDialog(page, '회원정보가 수정되었습니다.');

  // A new phone number is proven with the code KakaoTalk sends to it.
  const newPhone = uniquePhone();
  await main.getByLabel('휴대폰 번호').fill(newPhone.digits);
  await main.getByRole('button', { name: '저장' }).click();
  await answerDialog(page, '휴대폰 번호를 바꾸려면 새 번호로 받은 인증번호를 입력해주세요.');
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '인증번호를 보냈습니다. 카카오톡(또는 문자)을 확인해주세요.');
  const outboxReader = await adminRequest(baseURL);
  const code = await latestMessage(outboxReader, newPhone.digits, /인증번호 \[(\d{6})\]/);
  await outboxReader.dispose();
  await main.getByLabel('인증번호').fill(code);
  await main.getByRole('button', { name: '저장' }).click();
  await answerDialog(page, '회원정보가 수정되었습니다.');
  await page.reload();
  await expect(main.getByLabel('휴대폰 번호')).toHaveValue(`010-${newPhone.middle}-${newPhone.last}`);

  const newPassword = 'profile-pass-2';
  await main.getByLabel('현재 비밀번호').fill(member.upw);
  await main.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await main.getByLabel('새 비밀번호 확인').fill('something-else');
  await main.getByRole('button', { name: '저장' }).click();
  await answerDialog(page, '새 비밀번호가 일치하지 않습니다.');
  await main.getByLabel('새 비밀번호 확인').fill(newPassword);
  await main.getByRole('button', { name: '저장' }).click();
  await answerDialog(page, '회원정보가 수정되었습니다.');
  await page.reload();
  await expect(main.getByLabel('이름')).toHaveValue('새이름');

  // The old password no longer opens the account (a fresh browser context has no session).
  const visitor = await page
    .context()
    .browser()
    ?.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() } });
  if (!visitor) throw new Error('no browser');
  const other = await visitor.newPage();
  await logIn(other, member.uid, member.upw);
  await expect(other.getByRole('main').getByRole('alert')).toHaveText('아이디 또는 비밀번호를 확인하세요.');
  await visitor.close();

  await main.getByRole('link', { name: '회원탈퇴' }).click();
  await expect(page).toHaveURL(/\/withdrawal$/);
  await expect(main.getByText('익명 처리')).toBeVisible();
  await main.getByLabel('비밀번호').fill(newPassword);
  await main.getByRole('button', { name: '회원탈퇴' }).click();
  await answerDialog(page, '정말 탈퇴하시겠습니까?', '취소');
  await expect(page).toHaveURL(/\/withdrawal$/);
  await main.getByRole('button', { name: '회원탈퇴' }).click();
  await answerDialog(page, '정말 탈퇴하시겠습니까?');
  await answerDialog(page, '회원 탈퇴가 완료되었습니다.');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();

  await logIn(page, member.uid, newPassword);
  await expect(main.getByRole('alert')).toHaveText('아이디 또는 비밀번호를 확인하세요.');
});

/** Buys a free image content under its first licence through the API, as the logged-in page's member. */
async function buyFreeImage(page: Page, title: string) {
  const search = new URLSearchParams({ searchText: title, size: '60' });
  const items = (await (await page.request.get(`/new_api/customer/item/list?${search}`)).json()).data
    .itemList as { itemId: number; title: string }[];
  const itemId = items.find((item) => item.title === title)?.itemId;
  const item = (await (await page.request.get(`/new_api/customer/item/${itemId}`)).json()).data;
  const licenseId = item.contentImage.imageLicenseList[0].contentImageLicenseId;
  const added = await page.request.post('/new_api/customer/cart/v2/edit', { data: { itemId, licenseId } });
  expect(added.ok(), await added.text()).toBe(true);
  const cart = (await (await page.request.get('/new_api/customer/cart/v2/list')).json()).data;
  const ordered = await page.request.post('/new_api/customer/order/v2/pay/pc', {
    data: {
      orderKey: crypto.randomUUID(),
      cartIdSet: cart.contentInfo.contents.map((row: { cartId: number }) => row.cartId),
      buyerName: '콘텐츠회원',
      buyerTel: '010-2222-3333',
      buyerEmail: 'buyer@example.com',
      gopaymethod: 'Card',
    },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
}

test('a bought content shows its licence, and withdrawal warns that the bought contents are lost', async ({
  page,
  baseURL,
}) => {
  const freeCards = '말씀 카드 일러스트 세트'; // a free image content under one licence
  const account = await loggedInMember(page, baseURL);
  await buyFreeImage(page, freeCards);

  await page.goto('/mypage/contentsBox');
  await page.getByRole('link', { name: `${freeCards} 상세보기` }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('term').filter({ hasText: '구매한 라이선스' })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: '개인·교회 사용' })).toBeVisible();

  await page.goto('/withdrawal');
  const warning = '탈퇴하면 구매한 콘텐츠 1개를 더 이상 내려받을 수 없습니다.';
  await expect(main.getByText(warning)).toBeVisible();
  await main.getByLabel('비밀번호').fill(account.upw);
  await main.getByRole('button', { name: '회원탈퇴' }).click();
  await answerDialog(page, `${warning} 정말 탈퇴하시겠습니까?`, '취소');
  await expect(page).toHaveURL(/\/withdrawal$/);
});
