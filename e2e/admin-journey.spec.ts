import {
  adminRequest,
  answerDialog,
  signUpByApi,
  uniqueAddress,
  uniquePhone,
  uniqueUid,
} from './account-helpers';
import { createConferenceThroughForm } from './admin-helpers';
import { expect, test } from './fixtures';
import { registerAndPayByApi } from './registration-helpers';

test('a member who opens /management is shown it is for administrators, and its calls refuse them', async ({
  page,
  baseURL,
}) => {
  const outbox = await adminRequest(baseURL);
  const member = { uid: uniqueUid(), name: '일반회원', upw: 'member-pass-1', phone: uniquePhone() };
  await signUpByApi(baseURL, outbox, member);
  await outbox.dispose();
  expect(
    (await page.request.post('/api/account/login', { data: { uid: member.uid, upw: member.upw } })).ok(),
  ).toBe(true);
  await page.goto('/management');
  await expect(page.getByRole('alert')).toHaveText('관리자만 이용할 수 있습니다.');
  await expect(page.getByRole('navigation', { name: '관리 메뉴' })).toHaveCount(0);
  expect((await page.request.get('/api/members')).status()).toBe(403);
});

test('an administrator creates a conference, approves a member’s partial cancellation, checks the member in, and finds it all in the audit log', async ({
  browser,
  adminPage,
  baseURL,
}) => {
  // The administrator's desk: its print dialog does nothing (the browser's own would block the test),
  // on every page it opens from here on.
  await adminPage.context().addInitScript('window.print = () => {};');
  const title = `E2E 관리 여정 ${Date.now().toString(36)}`;
  const conference = await createConferenceThroughForm(adminPage, title);
  const department = conference.firstSession.find((row) => row.dept === '청소년부');
  expect(department).toBeDefined();

  // A member registers two people to it and pays by card.
  const outbox = await adminRequest(baseURL);
  const member = { uid: uniqueUid(), name: '여정회원', upw: 'journey-pass-1', phone: uniquePhone() };
  await signUpByApi(baseURL, outbox, member);
  await outbox.dispose();
  const memberContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress() },
  });
  const memberPage = await memberContext.newPage();
  expect(
    (
      await memberPage.request.post('/api/account/login', { data: { uid: member.uid, upw: member.upw } })
    ).ok(),
  ).toBe(true);
  const registrationIdx = await registerAndPayByApi(memberPage, department?.idx as number, {
    zipCode: '06236',
    address: '서울 강남구 테헤란로 1',
    applicant: { name: member.name, phone: member.phone.digits, church: '여정교회' },
    attendees: [
      { name: '남을사람', church: '여정교회' },
      { name: '취소할사람', church: '여정교회' },
    ],
  });

  // ... and asks to cancel one of them.
  await memberPage.goto('/profile/confList');
  await memberPage.getByRole('article').first().getByRole('button', { name: '취소 신청' }).click();
  const cancelModal = memberPage.getByRole('dialog', { name: '취소 신청' });
  await cancelModal.getByLabel(/취소할사람/).check();
  await cancelModal.getByRole('button', { name: '취소 신청하기' }).click();
  await answerDialog(memberPage, /참석을 취소 신청하시겠습니까\?/);
  await answerDialog(memberPage, '신청이 완료되었습니다. 처리 완료 후 안내드립니다.');

  // The administrator finds the request by the member's id, sees who it names, and approves it.
  await adminPage.goto('/management?tab=cancels');
  await adminPage.getByLabel('이름(아이디), 주문번호 또는 교회').fill(member.uid);
  await adminPage.getByRole('button', { name: '검색' }).click();
  const row = adminPage.getByRole('row', { name: new RegExp(member.uid) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('취소신청');
  await expect(row).toContainText('20,000원');
  await row.getByRole('button', { name: '1명 보기' }).click();
  const people = adminPage.getByRole('dialog', { name: '취소 신청 인원' });
  await expect(people).toContainText('취소할사람');
  await expect(people).not.toContainText('남을사람');
  await adminPage.keyboard.press('Escape');
  await row.getByRole('button', { name: '승인' }).click();
  await answerDialog(adminPage, '취소를 승인 하시겠습니까?');
  await answerDialog(adminPage, '승인되었습니다.');
  await expect(row).toContainText('처리완료');
  await expect(row.getByRole('button', { name: '승인' })).toHaveCount(0);

  // The seat is back, and the member's history shows one attendee left.
  const details = (
    await (await adminPage.request.get(`/api/conference/detail/list/${conference.idx}`)).json()
  ).contents as { idx: number; registered_personnel: number }[];
  expect(details.find((row) => row.idx === department?.idx)?.registered_personnel).toBe(1);

  // At the door: the desk checks the member in by the ticket's barcode.
  const ticket = (
    await (await memberPage.request.get(`/api/registered/conference/${registrationIdx}/ticket`)).json()
  ).contents as { barcode: string };
  await adminPage.goto('/barcodeVerify');
  await adminPage.getByLabel('바코드').fill(ticket.barcode);
  await adminPage.getByLabel('바코드').press('Enter');
  const slip = adminPage.getByRole('region', { name: '입장 정보' });
  await expect(slip).toContainText('남을사람');
  await expect(slip).not.toContainText('취소할사람');
  await adminPage.getByRole('button', { name: '출력' }).click();
  await adminPage.waitForEvent('load');
  const checkedIn = (
    await (await adminPage.request.get(`/api/register/conference/barcode/${ticket.barcode}`)).json()
  ).contents as { joined_conference: string };
  expect(checkedIn.joined_conference).toBe('Y');

  // Every change the administrator made is in the audit log.
  await adminPage.goto('/management?tab=audit');
  const log = adminPage.getByRole('table', { name: '관리자 작업 기록' });
  await expect(log).toContainText(`컨퍼런스 "${title}" 생성`);
  await expect(log.getByRole('row', { name: /cancel\.approve/ }).first()).toContainText(member.name);

  await memberContext.close();
});
