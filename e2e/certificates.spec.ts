import { readFile } from 'node:fs/promises';
import { pdfPages } from '../apps/server/src/test/pdf-pages';
import { logIn, memberByApi } from './account-helpers';
import { createOpenConferenceByApi } from './admin-helpers';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { registerAndPayByApi } from './registration-helpers';

/** A small red square: the issuer's seal. */
const sealPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4w8BAEmIY1cAwGkpnhmvSAABBZ8wBL3I4EgAAAABJRU5ErkJggg==',
  'base64',
);

test('an admitted attendee’s certificate: enabled by the administrator, downloaded as a PDF, verified by its code', async ({
  page,
  adminPage,
  baseURL,
}) => {
  const title = `이수증 컨퍼런스 ${Date.now().toString(36)}`;
  const { conferenceIdx, detailIdx } = await createOpenConferenceByApi(adminPage.request, title);

  // The administrator sets the conference to issue certificates of 6.5 hours, with a seal.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.goto('/management?tab=certificates');
  await adminPage.getByLabel('컨퍼런스').selectOption(String(conferenceIdx));
  await adminPage.getByLabel('이 컨퍼런스의 이수증을 발급합니다').check();
  await adminPage.getByLabel('이수 시간').fill('6.5');
  await adminPage.getByLabel('발급 기관(발급자) 이름').fill('');
  await adminPage.getByRole('button', { name: '저장' }).click();
  await expect(adminPage.getByRole('alert')).toHaveText(
    '이수증을 발급하려면 발급 기관(발급자) 이름을 입력해 주세요.',
  );
  await adminPage.getByLabel('발급 기관(발급자) 이름').fill('사단법인 하나교육원');
  await adminPage.getByLabel(/직인 이미지/).setInputFiles({
    name: 'seal.png',
    mimeType: 'image/png',
    buffer: sealPng,
  });
  await adminPage.getByRole('button', { name: '저장' }).click();
  await expect(adminPage.getByRole('status')).toHaveText('이수증 설정을 저장했습니다.');
  await expect(adminPage.getByRole('img', { name: '저장된 직인' })).toBeVisible();
  await expectNoSidewaysScroll(adminPage);

  // A member registers two attendees and pays.
  const member = await memberByApi(baseURL, '최이수');
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, member.uid, member.upw);
  await expect(page).toHaveURL(/\/main$/);
  const registrationIdx = await registerAndPayByApi(page, detailIdx, {
    applicant: { name: '최이수', phone: member.phone.digits, church: '소망교회' },
    attendees: [
      { name: '최이수', church: '소망교회' },
      { name: '한동행', church: '소망교회' },
    ],
  });

  // Before the day: the ticket page says how to get one, and offers none.
  await page.goto(`/barcode/${registrationIdx}`);
  const certificates = page.getByRole('region', { name: '이수증' });
  await expect(certificates).toContainText('아직 입장 확인을 받은 참석자가 없습니다.');
  await expect(certificates.getByRole('button', { name: /이수증 받기/ })).toHaveCount(0);

  // At the desk, 최이수 is admitted with her own barcode (staff: the administrator).
  const ticket = (
    await (await page.request.get(`/api/registered/conference/${registrationIdx}/ticket`)).json()
  ).contents as { attendees: { name: string; barcode: string }[] };
  const hers = ticket.attendees.find((attendee) => attendee.name === '최이수')?.barcode;
  const admitted = await adminPage.request.post(`/api/register/conference/barcode/${hers}`);
  expect((await admitted.json()).err_code).toBe(0);

  // The applicant downloads her certificate from the ticket page.
  await page.reload();
  await expect(certificates).toContainText('이수 시간 6.5시간');
  await expect(certificates.getByRole('listitem')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  const downloading = page.waitForEvent('download');
  await certificates.getByRole('button', { name: '이수증 받기 (최이수)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('이수증-최이수.pdf');
  const path = await download.path();
  const pages = await pdfPages(await readFile(path));
  expect(pages).toHaveLength(1);
  const [text = ''] = pages;
  expect(text).toContain('최이수');
  expect(text).toContain('소망교회');
  expect(text).toContain(title);
  expect(text).toContain('6.5시간');
  expect(text).toContain('사단법인 하나교육원');
  const code = text.match(/확인 코드 ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/)?.[1] ?? '';
  expect(code).not.toBe('');

  // Anyone checks the code on /certificate/verify.
  const visitor = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 390, height: 844 } });
  const verifier = await visitor?.newPage();
  if (!verifier) throw new Error('no browser for the visitor');
  await verifier.goto(`${baseURL}/certificate/verify`);
  await verifier.getByLabel('확인 코드').fill('ABCD-EFGH-JKMN');
  await verifier.getByRole('button', { name: '확인하기' }).click();
  await expect(verifier.getByRole('alert')).toHaveText(
    '확인 코드와 일치하는 이수증이 없습니다. 코드를 다시 확인해 주세요.',
  );
  await verifier.getByLabel('확인 코드').fill(code.toLowerCase());
  await verifier.getByRole('button', { name: '확인하기' }).click();
  const answer = verifier.getByRole('region', { name: '확인 결과' });
  await expect(answer).toContainText('정상 발급된 이수증입니다.');
  await expect(answer).toContainText('최이수');
  await expect(answer).toContainText('소망교회');
  await expect(answer).toContainText(title);
  await expect(answer).toContainText('6.5시간');
  await expect(answer).toContainText(code);
  await expectNoSidewaysScroll(verifier);
  await visitor?.close();
});
