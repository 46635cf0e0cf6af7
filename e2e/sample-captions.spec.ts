import { readFileSync } from 'node:fs';
import { contentTypeLabels, mallItemAdminMessages as say } from '@edu/shared';
import { expect, test } from './fixtures';
import { openItem } from './mall-helpers';
import { fillProductNotice } from './product-notice-helpers';

/** The demo lecture's WebM (video and sound): a real sample the browser plays. */
const video = readFileSync(new URL('../apps/server/src/seed/assets/lecture-sample.webm', import.meta.url));
const captions = Buffer.from('WEBVTT\n\n00:00.000 --> 00:05.000\n빈 무덤의 아침입니다.\n');
const transcript = '해설: 안식 후 첫날 이른 아침, 여인들이 무덤으로 갔어요.\n천사: 그분은 살아나셨느니라.';

test('a video sample is put on sale only with what is said in it: the item page plays its captions and folds out its transcript (KWCAG 1.2.1)', async ({
  page,
  adminPage,
}) => {
  test.setTimeout(90_000);
  const title = `부활절 영상 자막 ${Date.now().toString(36)}`;
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused/i.test(message.text())) refused.push(message.text());
  });
  await adminPage.goto('/management?tab=mall-items');
  await adminPage.getByRole('button', { name: '상품 등록' }).click();
  const form = adminPage.getByRole('form', { name: '상품 등록' });
  await form.getByRole('radio', { name: '콘텐츠', exact: true }).check();
  await form.getByLabel('콘텐츠 유형').selectOption({ label: contentTypeLabels.VIDEO });
  await form.getByLabel('상품 분류').fill('절기자료');
  await form.getByLabel('상품명').fill(title);
  await form.getByRole('combobox', { name: /^카테고리/ }).selectOption({ index: 1 });
  await form.getByLabel('정가 (원)').fill('5000');
  await form.getByLabel('판매가 (원)').fill('5000');
  await expect(form.getByRole('combobox', { name: '상태', exact: true })).toHaveValue('SALE');
  await fillProductNotice(form, 'DIGITAL_CONTENT');
  await form
    .getByLabel('미리보기 파일')
    .setInputFiles({ name: '빈 무덤.webm', mimeType: 'video/webm', buffer: video });
  await expect(form.getByRole('button', { name: '미리보기 파일 삭제' })).toBeVisible();

  // On sale without captions, transcript or the no-speech tick: refused, and the transcript box is where to go.
  const transcriptBox = form.getByRole('textbox', { name: '대본', exact: true });
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByRole('alert')).toHaveText(say.sampleTextRequired);
  await expect(transcriptBox).toBeFocused();
  await expect(transcriptBox).toHaveAttribute('aria-invalid', 'true');

  await transcriptBox.fill(transcript);
  await form
    .getByLabel('자막 파일 (WebVTT)')
    .setInputFiles({ name: '자막.vtt', mimeType: 'text/vtt', buffer: captions });
  await expect(form.getByRole('button', { name: '자막 파일 삭제' })).toBeVisible();
  await form.getByRole('button', { name: '저장' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: '저장되었습니다.' })).toBeVisible();

  await openItem(page, title);

  // The player carries the Korean track, which the page's policy lets load and the browser reads.
  const player = page.locator('video');
  const track = player.locator('track');
  await expect(track).toHaveAttribute('kind', 'captions');
  await expect(track).toHaveAttribute('srclang', 'ko');
  await expect(track).toHaveAttribute('label', '한국어');
  await expect
    .poll(() => track.evaluate((element) => (element as unknown as { readyState: number }).readyState))
    .toBe(2);
  expect(
    await player.evaluate(
      (element) =>
        (element as unknown as { textTracks: { 0: { cues: { length: number } } } }).textTracks[0].cues.length,
    ),
  ).toBe(1);

  const summary = page.getByText('대본 보기', { exact: true });
  await summary.scrollIntoViewIfNeeded();
  await summary.click();
  await expect(page.getByText(/안식 후 첫날 이른 아침/)).toBeVisible();
  await expect(page.getByText(/천사: 그분은 살아나셨느니라/)).toBeVisible();
  expect(refused).toEqual([]);
});
