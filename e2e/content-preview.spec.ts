import { createRequire } from 'node:module';
import { contentTypeLabels } from '@edu/shared';
import PDFDocument from 'pdfkit';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { openItem } from './mall-helpers';
import { fillProductNotice } from './product-notice-helpers';

/** An A4 sermon manuscript of two pages, its Korean text in Pretendard (the site's font). */
function manuscript(): Promise<Buffer> {
  const font = createRequire(import.meta.url).resolve(
    'pretendard/dist/public/static/alternative/Pretendard-Regular.ttf',
  );
  const document = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.font(font).fontSize(36).text('주일 설교 원고', 72, 72);
  document.fontSize(16).text('은혜와 평강이 함께하기를 빕니다. '.repeat(20), 72, 160, { width: 450 });
  document.addPage().font(font).fontSize(16).text('둘째 쪽');
  document.end();
  return ended;
}

test('a PDF uploaded to a file content becomes its watermarked first-page 미리보기 on the item page', async ({
  page,
  adminPage,
}) => {
  test.setTimeout(90_000);
  const title = `설교 원고 PDF ${Date.now().toString(36)}`;
  await adminPage.goto('/management?tab=mall-items');
  await adminPage.getByRole('button', { name: '상품 등록' }).click();
  const form = adminPage.getByRole('form', { name: '상품 등록' });
  await form.getByRole('radio', { name: '콘텐츠', exact: true }).check();
  await form.getByLabel('콘텐츠 유형').selectOption({ label: contentTypeLabels.FILE });
  // The form says which files get a preview made, and which need one uploaded by hand.
  await expect(form.getByText(/PDF를 올리면 첫 쪽으로 워터마크를 넣은 미리보기가/)).toBeVisible();
  await expect(form.getByText(/HWP, 오피스 문서, 압축 파일은 미리보기가 만들어지지 않으니/)).toBeVisible();

  await form
    .getByLabel('콘텐츠 파일 올리기')
    .setInputFiles({ name: '주일 설교 원고.pdf', mimeType: 'application/pdf', buffer: await manuscript() });
  await expect(form.getByLabel('파일 1 이름')).toHaveValue('주일 설교 원고.pdf');
  // The first page's preview is the item's 미리보기 at once.
  await expect(form.getByRole('img', { name: '미리보기 이미지' })).toBeVisible();
  await expect(form.getByRole('button', { name: '미리보기 파일 삭제' })).toBeVisible();

  await form.getByLabel('상품 분류').fill('설교 자료');
  await form.getByLabel('상품명').fill(title);
  await form.getByRole('combobox', { name: /^카테고리/ }).selectOption({ index: 1 });
  await form.getByLabel('정가 (원)').fill('3000');
  await form.getByLabel('판매가 (원)').fill('3000');
  await fillProductNotice(form, 'DIGITAL_CONTENT');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: '저장되었습니다.' })).toBeVisible();

  // A visitor sees the page's preview: a JPEG 480 px wide, served publicly.
  await page.setViewportSize({ width: 390, height: 844 });
  await openItem(page, title);
  const preview = page.getByRole('img', { name: `${title} 미리보기` });
  await preview.scrollIntoViewIfNeeded();
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(480);
  const src = (await preview.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/uploads\/mall\/previews\/.+\.jpg$/);
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  await expectNoSidewaysScroll(page);
});
