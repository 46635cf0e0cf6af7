import type { Page } from '@playwright/test';
import { admin, adminRequest, answerDialog, logIn } from './account-helpers';
import { createOpenConferenceByApi, kstInput } from './admin-helpers';
import { expect, test } from './fixtures';
import { registerAndPayByApi } from './registration-helpers';

/**
 * A paid registration of the administrator (through the API and the payment simulator) for a session of
 * its own 35 days away, as a group that comes early would have; answers its barcode.
 */
async function paidBarcode(page: Page, baseURL: string | undefined): Promise<string> {
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  const { detailIdx } = await createOpenConferenceByApi(
    await adminRequest(baseURL),
    `입장 확인 ${Date.now()}`,
    { startsAt: kstInput(35) },
  );
  const registrationIdx = await registerAndPayByApi(page, detailIdx, {
    zipCode: '04524',
    address: '서울특별시 중구 세종대로 110',
    applicant: { name: '입장확인', phone: '01012345678', church: '하나교회' },
    attendees: [{ name: '입장확인', church: '하나교회' }],
  });
  const ticket = (
    await (await page.request.get(`/api/registered/conference/${registrationIdx}/ticket`)).json()
  ).contents as {
    barcode: string;
  };
  return ticket.barcode;
}

test('the desk scans a barcode, prints the slip once and refuses the second scan with its time', async ({
  page,
  baseURL,
}) => {
  // The print dialog is the browser's: replaced by nothing, so the test goes on.
  await page.addInitScript('window.print = () => {};');
  const barcode = await paidBarcode(page, baseURL);
  await page.goto('/barcodeVerify');
  const box = page.getByLabel('바코드');
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('바코드를 입력해주세요');

  await box.fill(barcode);
  await box.press('Enter'); // a scanner ends with Enter
  const slip = page.getByRole('region', { name: '입장 정보' });
  await expect(slip).toContainText('입장확인 (하나교회)');
  // The session is weeks away: the desk says so, and admits only once the staff confirm.
  await expect(page.getByTestId('off-day')).toHaveText(
    /^세션 날이 아닙니다\. 이 신청의 세션은 \d{4}년 \d{1,2}월 \d{1,2}일\([일월화수목금토]\)입니다\.$/,
  );
  await page.getByRole('button', { name: '출력' }).click();
  await answerDialog(page, '오늘은 세션 날이 아닙니다. 그래도 입장 처리하시겠습니까?', '취소');
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.getByRole('button', { name: '출력' }).click();
  await answerDialog(page, '오늘은 세션 날이 아닙니다. 그래도 입장 처리하시겠습니까?');
  // Checked in, said plainly; printed, the page reloads for the next attendee.
  await expect(page.getByRole('status')).toHaveText('입장 처리되었습니다. (1명 중 1명 입장)');
  await page.waitForEvent('load');
  await page.getByLabel('바코드').fill(barcode);
  await page.getByLabel('바코드').press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    /^이미 입장 처리된 바코드입니다\. \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\)$/,
  );
  await expect(page.getByRole('button', { name: '출력' })).toHaveCount(0);
});
