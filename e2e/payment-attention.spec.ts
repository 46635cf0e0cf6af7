import { admin, answerDialog, logIn } from './account-helpers';
import { createOpenConferenceByApi } from './admin-helpers';
import { expect, test } from './fixtures';

test('a refund whose answer never comes is listed as 확인 필요 and settled by hand', async ({ page }) => {
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  const title = `E2E 확인 필요 ${Date.now().toString(36)}`;
  const { detailIdx } = await createOpenConferenceByApi(page.request, title);

  // The administrator registers two people as a member would, pays by card, and asks to cancel both.
  const registered = await page.request.post(`/api/register/conference/${detailIdx}`, {
    data: {
      registerConference: { name: '관리자', phone: '01012345678', church: '확인교회' },
      registerMemberList: [
        { name: '환불대기', church: '확인교회' },
        { name: '환불대기둘', church: '확인교회' },
      ],
      agree: 'Y',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const registrationIdx = (await registered.json()).contents as number;
  await page.goto(`/register_pay/${registrationIdx}`);
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.getByText('결제가 완료되었습니다. 신청이 완료되었습니다.')).toBeVisible();
  const requested = await page.request.post('/api/payment/cancel', {
    data: { register_conf_idx: registrationIdx, type: '전체' },
  });
  expect(requested.ok(), await requested.text()).toBe(true);
  const payment = (await (await page.request.get(`/api/registered/conference/pay/${registrationIdx}`)).json())
    .contents as { oid: string };

  // The provider's answer to the refund is lost on the way (a gateway error page).
  expect((await page.request.post('/__sim/inicis/faults', { form: { refund: 'gatewayError' } })).ok()).toBe(
    true,
  );
  await page.goto('/management?tab=cancels');
  await page.getByLabel('이름(아이디), 주문번호 또는 교회').fill(payment.oid);
  await page.getByRole('button', { name: '검색' }).click();
  const request = page.getByRole('row', { name: new RegExp(payment.oid) });
  await request.getByRole('button', { name: '승인' }).click();
  await answerDialog(page, '취소를 승인 하시겠습니까?');
  await answerDialog(page, /결과를 확인하는 중입니다/);

  // The dashboard says a payment waits; the list shows the refund with what happened.
  await page.goto('/management?tab=dashboard');
  await page.getByRole('link', { name: '확인 필요 목록 보기' }).click();
  const row = page.getByRole('row', { name: new RegExp(payment.oid) });
  await expect(row).toContainText('환불 결과 확인');
  await expect(row).toContainText('INIAPI의 응답을 받지 못했습니다');

  // Checked in the provider's back office: nothing was refunded. The request goes back to be approved.
  await row.getByRole('button', { name: '환불 안 됨으로 확정' }).click();
  await row
    .getByLabel('환불 안 됨으로 확정: 결제사에서 확인한 내용')
    .fill('이니시스 관리자 화면: 취소 내역 없음');
  await row.getByRole('button', { name: '환불 안 됨으로 확정' }).last().click();
  await expect(page.getByRole('status').filter({ hasText: '처리되었습니다' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(payment.oid) })).toHaveCount(0);

  await page.goto('/management?tab=cancels');
  await page.getByLabel('이름(아이디), 주문번호 또는 교회').fill(payment.oid);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(request).toContainText('취소신청');
  await request.getByRole('button', { name: '승인' }).click();
  await answerDialog(page, '취소를 승인 하시겠습니까?');
  await answerDialog(page, '승인되었습니다.');
  await expect(request).toContainText('처리완료');

  // The audit log names who settled it and what the provider showed.
  await page.goto('/management?tab=audit');
  await expect(page.getByRole('row', { name: /payment\.resolve\.refundNotMade/ })).toContainText(
    '이니시스 관리자 화면: 취소 내역 없음',
  );
});
