import { admin, logIn } from './account-helpers';
import { createOpenConferenceByApi } from './admin-helpers';
import { expect, test } from './fixtures';
import { registerByApi } from './registration-helpers';

test('the payment page shows the time its seats are held, warns at 2 minutes and extends it once', async ({
  page,
}) => {
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  const { detailIdx } = await createOpenConferenceByApi(page.request, `결제 시간 ${Date.now().toString(36)}`);
  const registrationIdx = await registerByApi(page, detailIdx, {
    applicant: { name: '관리자', phone: '01012345678', church: '하나교회', email: 'admin@example.com' },
    attendees: [{ name: '홍길동', church: '하나교회' }],
  });

  // The page's clock is the test's: 13 minutes pass in a moment.
  await page.clock.install();
  await page.goto(`/register_pay/${registrationIdx}`);
  const limit = page.getByRole('region', { name: '결제 가능 시간' });
  const timer = limit.getByRole('timer', { name: '결제 가능 시간' });
  await expect(timer).toHaveText(/^1[45]분 \d\d초$/);
  await expect(limit).toContainText('좌석을 15분 동안 잡아 둡니다');
  // Not read out each second: the ticking figure is in no live region, and no warning yet.
  await expect(limit.getByRole('alert')).toHaveCount(0);

  await page.clock.fastForward('13:00');
  await expect(timer).toHaveText(/^(1분 5\d초|2분 00초)$/);
  await expect(limit.getByRole('alert')).toHaveText(
    '결제 가능 시간이 2분 남았습니다. 시간이 지나면 잡아 둔 좌석이 반환됩니다.',
  );

  // By keyboard: the extension is asked for, the server holds the seats 15 more minutes.
  const extend = limit.getByRole('button', { name: '시간 연장 (2회 남음)' });
  await extend.focus();
  await page.keyboard.press('Enter');
  await expect(limit.getByRole('button', { name: '시간 연장 (1회 남음)' })).toBeFocused();
  await expect(limit.getByRole('status')).toHaveText('결제 가능 시간을 15분 연장했습니다.');
  await expect(timer).toHaveText(/^1[45]분 \d\d초$/);
  await expect(limit.getByRole('alert')).toHaveCount(0);
  const held = (await (await page.request.get(`/api/registered/conference/pay/${registrationIdx}`)).json())
    .contents.hold as { extensionsLeft: number };
  expect(held.extensionsLeft).toBe(1);
});
