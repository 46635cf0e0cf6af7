import { admin, adminRequest, answerDialog, latestMessage, logIn, uniquePhone } from './account-helpers';
import { createOpenConferenceByApi, kstInput } from './admin-helpers';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';

test('a group of 3 where each attendee is admitted separately with its own ticket', async ({
  page,
  browser,
  baseURL,
}) => {
  // The print dialog is the browser's: replaced by nothing, so the test goes on.
  await page.addInitScript('window.print = () => {};');
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  // A conference of its own with a first day, so its tickets can go into a calendar.
  const title = `참석자 티켓 컨퍼런스 ${Date.now().toString(36)}`;
  const { detailIdx } = await createOpenConferenceByApi(page.request, title, {
    // Today: the desk admits on the session's day without asking.
    startsAt: kstInput(0),
  });

  // The applicant enters three attendees; two of them with their own phone.
  const phones = [uniquePhone(), uniquePhone()];
  await page.goto(`/register/${detailIdx}`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: '교회명', exact: true }).fill('사랑의교회');
  await main.getByRole('button', { name: '참석자 추가' }).click();
  await main.getByRole('button', { name: '참석자 추가' }).click();
  const people = [
    { name: '김하나', phone: `010-${phones[0]?.middle}-${phones[0]?.last}` },
    { name: '이두리', phone: phones[1]?.digits ?? '' },
    { name: '박세나', phone: '' },
  ];
  for (const [index, person] of people.entries()) {
    await main.getByLabel(`참석자 ${index + 1} 이름`).fill(person.name);
    await main.getByLabel(`참석자 ${index + 1} 교회명`).fill('사랑의교회');
    await main.getByLabel(`참석자 ${index + 1} 연락처 (선택)`).fill(person.phone);
  }
  await expectNoSidewaysScroll(page);
  await main.getByLabel('위 약관에 동의합니다.').check();
  // A phone that is not a mobile number is caught before sending.
  await main.getByLabel('참석자 3 연락처 (선택)').fill('02-123-4567');
  await main.getByRole('button', { name: '신청하기' }).click();
  await answerDialog(page, '참석자의 핸드폰 번호를 올바르게 입력해주세요. (입력하지 않으셔도 됩니다)');
  await main.getByLabel('참석자 3 연락처 (선택)').fill('');
  await main.getByRole('button', { name: '신청하기' }).click();
  await expect(page).toHaveURL(/\/register_pay\/\d+$/);
  const registrationIdx = Number(page.url().split('/').pop());
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByText('결제가 완료되었습니다. 신청이 완료되었습니다.')).toBeVisible();

  // The applicant sees every ticket of the group, each with its own barcode, and can print them all.
  await page.goto(`/barcode/${registrationIdx}`);
  const tickets = page.getByRole('region', { name: /참석자별 티켓/ });
  await expect(tickets.getByRole('listitem')).toHaveCount(3);
  await expect(tickets.getByRole('img', { name: /^김하나님의 입장 코드 \d{16}$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '티켓 모두 인쇄' })).toBeVisible();
  await expect(page.getByRole('link', { name: '구글 캘린더에 추가' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  await expectNoSidewaysScroll(page);
  const ticket = (
    await (await page.request.get(`/api/registered/conference/${registrationIdx}/ticket`)).json()
  ).contents as { barcode: string; attendees: { name: string; barcode: string; ticket_url: string }[] };
  const barcodeOf = (name: string) => ticket.attendees.find((a) => a.name === name)?.barcode ?? '';

  // 김하나 got her own link by KakaoTalk, and opens it on her phone without logging in.
  const outbox = await adminRequest(baseURL);
  const link = await latestMessage(outbox, phones[0]?.digits ?? '', /(https?:\/\/\S+\/ticket\/[0-9a-f]{64})/);
  await outbox.dispose();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hers = await phone.newPage();
  await hers.goto(new URL(link).pathname);
  await expect(hers.getByRole('heading', { name: '입장 티켓' })).toBeVisible();
  const card = hers.locator('article');
  await expect(card).toContainText('김하나 사랑의교회');
  await expect(card).toContainText(title);
  await expect(hers.getByRole('img', { name: `바코드 ${barcodeOf('김하나')}` })).toBeVisible();
  await expect(hers.getByRole('link', { name: '캘린더 파일(.ics) 받기' })).toHaveAttribute(
    'href',
    /\/api\/tickets\/[0-9a-f]{64}\/calendar\.ics$/,
  );
  await expectNoSidewaysScroll(hers);

  // At the desk (a phone will do), 김하나 and 이두리 come in one at a time with their own barcodes.
  const desk = async (barcode: string) => {
    await page.goto('/barcodeVerify');
    await page.getByLabel('바코드').fill(barcode);
    await page.getByLabel('바코드').press('Enter');
  };
  await desk(barcodeOf('김하나'));
  const slip = page.getByRole('region', { name: '입장 정보' });
  await expect(slip).toContainText('참석자 김하나');
  await expect(slip).toContainText('3명 중 0명 입장');
  await page.getByRole('button', { name: '김하나 입장 · 출력' }).click();
  await expect(page.getByRole('status')).toHaveText('입장 처리되었습니다. (3명 중 1명 입장)');
  await page.waitForEvent('load');

  await desk(barcodeOf('이두리'));
  await page.getByRole('button', { name: '이두리 입장 · 출력' }).click();
  await expect(page.getByRole('status')).toHaveText('입장 처리되었습니다. (3명 중 2명 입장)');
  await page.waitForEvent('load');

  // Her barcode does not admit her twice.
  await desk(barcodeOf('김하나'));
  await expect(page.getByRole('alert')).toHaveText(/^이미 입장 처리된 바코드입니다\. \(/);

  // The group's barcode shows who is in; the last one is admitted from the list.
  await desk(ticket.barcode);
  await expect(slip).toContainText('3명 중 2명 입장');
  await expect(slip.getByRole('listitem').filter({ hasText: '김하나' })).toContainText('입장 완료');
  await expectNoSidewaysScroll(page);
  await slip.getByRole('button', { name: '박세나 입장' }).click();
  await expect(page.getByRole('status')).toHaveText('입장 처리되었습니다. (3명 중 3명 입장)');
  await expect(slip.getByRole('button', { name: /입장$/ })).toHaveCount(0);

  // Her own ticket now says she came in.
  await hers.reload();
  await expect(hers.getByRole('status')).toContainText('입장하셨습니다.');
  await phone.close();
});
