import type { Page } from '@playwright/test';
import { admin, answerDialog, uniquePhone } from './account-helpers';
import { createOpenConferenceByApi } from './admin-helpers';
import { expect, test } from './fixtures';
import { registerAndPayByApi } from './registration-helpers';

/**
 * A paid registration of the administrator (through the API and the payment simulator) in a conference
 * of its own, so the session has exactly this one completed registration. Answers the conference and
 * session number.
 */
async function oneCompletedRegistration(page: Page, phone: string) {
  const login = await page.request.post('/api/account/login', { data: admin });
  expect(login.ok()).toBe(true);
  const { conferenceIdx, detailIdx, sessionNumber } = await createOpenConferenceByApi(
    page.request,
    `알림 테스트 ${phone.slice(-4)}`,
  );
  await registerAndPayByApi(page, detailIdx, {
    zipCode: '04524',
    address: '서울특별시 중구 세종대로 110',
    applicant: { name: '알림수신', phone, church: '알림교회' },
    attendees: [{ name: '알림수신', church: '알림교회' }],
  });
  return { conferenceIdx, sessionNumber };
}

test('the administrator edits the barcode guide, sends it to a session and finds it in the outbox', async ({
  page,
}) => {
  const phone = uniquePhone();
  const { conferenceIdx, sessionNumber } = await oneCompletedRegistration(page, phone.digits);
  const marker = `E2E${Date.now().toString(36)}`;

  await page.goto('/management?tab=notifications');
  const main = page.getByRole('main');
  // It opens on a conference taking registrations, not on an empty choice.
  await expect(main.getByLabel('컨퍼런스')).not.toHaveValue('');
  await main.getByLabel('컨퍼런스').selectOption(String(conferenceIdx));
  await main.getByLabel('회차').selectOption(String(sessionNumber));

  const barcode = main.getByRole('region', { name: '바코드 안내' });
  await barcode.getByLabel('바코드 안내 문구').fill(`#{이름}님, ${marker} 바코드 안내입니다. #{바코드링크}`);
  await expect(barcode.getByText(`홍길동님, ${marker} 바코드 안내입니다.`)).toBeVisible();
  await barcode.getByRole('button', { name: '문구 저장' }).click();
  await answerDialog(page, '저장되었습니다.');
  await expect(main.getByRole('region', { name: '바코드 안내' }).getByText('수정한 문구')).toBeVisible();

  await main
    .getByRole('region', { name: '바코드 안내' })
    .getByRole('button', { name: '바코드 안내 발송' })
    .click();
  await answerDialog(page, `${sessionNumber}회차 등록완료 신청자 1명에게 바코드 안내를 발송하시겠습니까?`);
  const progress = main.getByRole('progressbar', { name: '바코드 안내 발송 진행률' });
  await expect(progress).toHaveAttribute('value', '1');
  await expect(progress).toHaveAttribute('max', '1');
  await expect(main.getByText('발송 1 · 문자 대체 0 · 실패 0')).toBeVisible();

  await page
    .getByRole('navigation', { name: '관리 메뉴' })
    .getByRole('link', { name: '알림 메시지' })
    .click();
  await main.getByLabel('휴대폰 번호').fill(phone.digits);
  await main.getByRole('button', { name: '검색' }).click();
  const row = main.getByRole('row').filter({ hasText: 'conference_barcode' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('발송 완료');
  await expect(row).toContainText('K000');
  // The whole text opens below the row.
  const toggle = row.getByRole('button', { name: /알림수신님/ });
  await toggle.click();
  const text = main.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(text).toContainText(
    new RegExp(`알림수신님, ${marker} 바코드 안내입니다\\. http://[^ ]+/barcode/\\d+`),
  );
});
