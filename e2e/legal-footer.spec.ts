import { defaultBusinessDetails } from '@edu/shared';
import {
  adminRequest,
  answerDialog,
  fillPhone,
  latestMessage,
  uniquePhone,
  uniqueUid,
} from './account-helpers';
import { expect, test } from './fixtures';

test('the footer shows the hosting provider and the 사업자정보확인 link, as an administrator changes them', async ({
  page,
  adminPage,
  baseURL,
}) => {
  const footer = page.getByRole('contentinfo');
  await page.goto('/main');
  await expect(footer.getByText('호스팅 서비스 제공자 Amazon Web Services, Inc.')).toBeVisible();
  const check = footer.getByRole('link', { name: /사업자정보확인/ });
  await expect(check).toHaveAttribute('href', 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1018212345');
  await expect(check).toHaveAttribute('target', '_blank');

  await adminPage.goto('/management?tab=business-details');
  const form = adminPage.getByRole('form', { name: '사업자 정보 수정' });
  // A bad number is refused beside its box, before anything is sent.
  await form.getByLabel('사업자등록번호').fill('220-81-6251');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    '사업자등록번호 10자리를 입력해주세요. (예: 123-45-67890)',
  );
  await expect(form.getByLabel('사업자등록번호')).toBeFocused();
  await form.getByLabel('사업자등록번호').fill('2208162517');
  await form.getByLabel('호스팅 서비스 제공자').fill('네이버클라우드(주)');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByRole('status')).toHaveText('사업자 정보가 저장되었습니다.');
  await expect(form.getByLabel('사업자등록번호')).toHaveValue('220-81-62517');
  // The administrator's own footer shows it at once.
  await expect(adminPage.getByRole('contentinfo')).toContainText('호스팅 서비스 제공자 네이버클라우드(주)');

  // A visitor's next page shows the new details.
  await page.reload();
  await expect(footer.getByText('호스팅 서비스 제공자 네이버클라우드(주)')).toBeVisible();
  await expect(footer).toContainText('사업자등록번호 220-81-62517');
  await expect(check).toHaveAttribute('href', 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2208162517');

  // The details go back to the demo's, for the specs that follow.
  const api = await adminRequest(baseURL);
  const { updated_date: _saved, ...defaults } = defaultBusinessDetails;
  expect((await api.put('/api/admin/site-settings/business-details', { data: defaults })).ok()).toBe(true);
  await api.dispose();
});

test('a child under 14 signs up once a guardian gives the KakaoTalk code sent to their phone', async ({
  page,
  baseURL,
}) => {
  const outbox = await adminRequest(baseURL);
  const child = { uid: uniqueUid(), phone: uniquePhone() };
  const guardian = uniquePhone();

  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('아이디', { exact: true }).fill(child.uid);
  await main.getByLabel('이름').fill('김어린');
  await main.getByLabel('비밀번호', { exact: true }).fill('child-pass-1');
  await main.getByLabel('비밀번호 확인').fill('child-pass-1');
  await fillPhone(page, child.phone);
  await main.getByRole('button', { name: '인증번호 받기' }).click();
  await answerDialog(page, '인증번호가 발송되었습니다.');
  await main
    .getByLabel('인증번호', { exact: true })
    .fill(await latestMessage(outbox, child.phone.digits, /\[(\d{6})\]/));
  await main.getByLabel('이메일 아이디').fill(child.uid);
  await main.getByLabel('개인정보 수집 및 이용에 동의합니다.').check();

  // The age is asked last; under 14 the guardian's part opens and is required.
  await main.getByRole('button', { name: '가입하기' }).click();
  await answerDialog(page, '만 14세 이상인지 선택해주세요.');
  await main.getByLabel('만 14세 미만입니다').check();
  const consent = main.getByRole('group', { name: '보호자(법정대리인) 동의' });
  await expect(consent).toContainText('개인정보 보호법에 따라 보호자(법정대리인)의 동의');
  await main.getByRole('button', { name: '가입하기' }).click();
  await answerDialog(page, '보호자 이름을 입력해주세요.');

  await consent.getByLabel('보호자 이름').fill('김보호');
  await consent.getByLabel('보호자 휴대폰 가운데 자리').fill(guardian.middle);
  await consent.getByLabel('보호자 휴대폰 끝자리').fill(guardian.last);
  await consent.getByRole('button', { name: '보호자 인증번호 받기' }).click();
  await answerDialog(page, '보호자 휴대폰으로 인증번호가 발송되었습니다.');
  const code = await latestMessage(outbox, guardian.digits, /\[(\d{6})\]/);

  // A wrong guardian code is refused by the server and typed again.
  await consent.getByLabel('보호자 인증번호').fill(code === '000000' ? '111111' : '000000');
  await main.getByRole('button', { name: '가입하기' }).click();
  await answerDialog(page, '보호자 인증번호가 일치하지 않습니다.');
  await expect(consent.getByLabel('보호자 인증번호')).toHaveValue('');
  await consent.getByLabel('보호자 인증번호').fill(code);
  await main.getByRole('button', { name: '가입하기' }).click();
  await answerDialog(page, '회원가입이 완료되었습니다.');
  await page.waitForURL(/\/login$/);
  await outbox.dispose();
});
