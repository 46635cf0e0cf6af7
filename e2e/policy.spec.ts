import { expect, test } from './fixtures';

test('the privacy policy states the retention periods', async ({ page }) => {
  await page.goto('/policy/info');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await expect(page).toHaveTitle('개인정보처리방침 | 하나바이블 교회교육');
  await expect(page.getByRole('heading', { name: '제3조 (개인정보의 처리 및 보유 기간)' })).toBeVisible();
  await expect(page.getByText('모집이 종료된 날부터 1년')).toBeVisible();
  const retention = page.getByRole('table').filter({ hasText: '보존 기간' });
  for (const [record, period] of [
    ['대금결제 및 재화 등의 공급에 관한 기록', '5년'],
    ['소비자의 불만 또는 분쟁처리에 관한 기록', '3년'],
    ['본인확인에 관한 기록', '6개월'],
    ['웹사이트 방문 기록(로그인 기록, 접속지 정보)', '3개월'],
  ] as const) {
    await expect(
      retention.getByRole('row', { name: new RegExp(`${escapeRegExp(record)}.*${period}`) }),
    ).toBeVisible();
  }
});

test('the terms of use take effect on 1 April 2023 and list the forbidden uses and refund rules', async ({
  page,
}) => {
  await page.goto('/policy/guide');
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  await expect(page.getByText('시행일: 2023년 4월 1일')).toBeVisible();
  await expect(page.getByText('이 약관은 2023년 4월 1일부터 시행합니다.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '제9조 (금지 행위)' })).toBeVisible();
  await expect(page.getByText(/동시에 접속/)).toBeVisible();
  await expect(page.getByText(/교재를 받은 날부터 7일 이내/)).toBeVisible();
});

test('the footer links lead to both policies', async ({ page }) => {
  await page.goto('/main');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: '이용약관' }).click();
  await expect(page).toHaveURL(/\/policy\/guide$/);
  await footer.getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page).toHaveURL(/\/policy\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
