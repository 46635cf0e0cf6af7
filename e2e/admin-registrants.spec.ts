import { stat } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { admin, answerDialog } from './account-helpers';
import { createOpenConferenceByApi } from './admin-helpers';
import { expect, test } from './fixtures';
import { registerAndPayByApi } from './registration-helpers';

/**
 * A paid registration of the administrator in a conference of its own (through the API and the payment
 * simulator) under a name no other test uses; answers its conference and barcode.
 */
async function paidRegistration(page: Page, applicant: string) {
  const login = await page.request.post('/api/account/login', { data: admin });
  expect(login.ok()).toBe(true);
  const { conferenceIdx, detailIdx } = await createOpenConferenceByApi(
    page.request,
    `명단 테스트 ${applicant}`,
  );
  const registrationIdx = await registerAndPayByApi(page, detailIdx, {
    zipCode: '04524',
    address: '서울특별시 중구 세종대로 110',
    applicant: { name: applicant, phone: '01012345678', church: '명단교회' },
    attendees: [
      { name: applicant, church: '명단교회' },
      { name: '동행참석', church: '이웃교회' },
    ],
  });
  const ticket = (
    await (await page.request.get(`/api/registered/conference/${registrationIdx}/ticket`)).json()
  ).contents as { barcode: string };
  return { conferenceIdx, barcode: ticket.barcode };
}

test('the administrator finds a registrant, downloads the list and resets a check-in', async ({ page }) => {
  const applicant = `명단${Date.now().toString(36).slice(-5)}`;
  const { conferenceIdx, barcode } = await paidRegistration(page, applicant);
  // Checked in at the desk, so the list offers to undo it.
  const checkedIn = await page.request.post(`/api/register/conference/barcode/${barcode}`);
  expect((await checkedIn.json()).err_code).toBe(0);

  await page.goto('/management?tab=registrants');
  const main = page.getByRole('main');
  await main.getByLabel('컨퍼런스').selectOption(String(conferenceIdx));
  await main.getByLabel('검색 항목').selectOption({ label: '이름' });
  await main.getByLabel('검색어').fill(applicant);
  await main.getByLabel('검색어').press('Enter');
  await expect(main.getByText('총 1건')).toBeVisible();
  // The barcode names the registration's own row (its attendees' row below does not show it).
  const row = main.getByRole('row').filter({ hasText: barcode });
  await expect(row).toContainText(applicant);
  await expect(row).toContainText('등록완료');

  await row.getByRole('button', { name: /2명 보기/ }).click();
  await expect(main.getByRole('list', { name: `${applicant}의 참석자` })).toContainText(
    '동행참석 (이웃교회)',
  );

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: '엑셀 다운로드' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^신청자목록_.+\.xlsx$/);
  const path = await download.path();
  expect((await stat(path)).size).toBeGreaterThan(0);

  await row.getByRole('button', { name: '참석 초기화' }).click();
  await answerDialog(page, '참석 처리를 초기화하시겠습니까?');
  await answerDialog(page, '참석 처리가 초기화되었습니다.');
  await expect(row).toContainText('미참석');
  await expect(row.getByRole('button', { name: '참석 초기화' })).toHaveCount(0);
});
