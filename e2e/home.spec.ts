import { expect, test } from './fixtures';

type ConferenceSummary = { idx: number; title: string; isEnd: boolean };

test('the root address opens the home page with its four shortcuts and the ongoing conferences', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page).toHaveTitle('홈 | 하나바이블 교회교육');
  await expect(page.getByRole('heading', { level: 1, name: '하나바이블 교회교육' })).toBeVisible();

  const shortcuts = page.getByRole('navigation', { name: '바로가기' });
  for (const [name, href] of [
    ['컨퍼런스', '/conf'],
    ['콘텐츠몰', '/mall'],
    ['커뮤니티', '/community'],
    ['소개', '/introduce'],
  ] as const) {
    await expect(shortcuts.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }

  const section = page.getByRole('region', { name: '진행 중인 컨퍼런스' });
  await expect(section.getByRole('heading', { name: '진행 중인 컨퍼런스' })).toBeVisible();

  // The list shows what the server calls ongoing: compare with the API itself, never with a fixed list.
  const answer = await request.get('/api/conferences');
  expect(answer.ok()).toBe(true);
  const ongoing = ((await answer.json()).contents as ConferenceSummary[]).filter((c) => !c.isEnd);
  if (ongoing.length === 0) {
    await expect(section.getByText('현재 진행 중인 컨퍼런스가 없습니다.')).toBeVisible();
  } else {
    for (const conference of ongoing) {
      await expect(
        section.getByRole('link', { name: new RegExp(escapeRegExp(conference.title)) }),
      ).toHaveAttribute('href', `/${conference.idx}`);
    }
  }

  // One rule with /conf: the open demo conference says 접수 중, the one opening in 20 days 접수 예정,
  // and every open one is listed before any that opens later (other tests add conferences too).
  await expect(section.getByRole('link', { name: /2026 겨울 하나바이블 교사 컨퍼런스/ })).toContainText(
    '접수 중',
  );
  const badges = (await section.getByRole('listitem').allTextContents()).map((text) =>
    text.startsWith('접수 예정') ? 'later' : 'open',
  );
  expect(badges.indexOf('later')).toBeGreaterThan(badges.lastIndexOf('open'));
  await expect(section.getByRole('link', { name: /2027 봄 부모 교육 세미나/ })).toContainText('접수 예정');
});

test('the home page shows its footer with the customer centre hours and the floating helpers', async ({
  page,
}) => {
  await page.goto('/main');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('평일 10:00 ~ 17:00 (주말 및 공휴일 휴무)')).toBeVisible();
  await expect(page.getByRole('button', { name: '맨 위로' })).toBeVisible();
  const chat = page.getByRole('link', { name: /채팅 상담/ });
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /noopener/);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a visitor’s home page, reached from the root address, makes no failing call and logs no warning or error', async ({
  page,
}) => {
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  await expect(
    page.getByRole('region', { name: '진행 중인 컨퍼런스' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
