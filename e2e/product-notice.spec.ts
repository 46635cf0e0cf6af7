import { productNoticeFieldsOf, productNoticeGroups, productNoticeMessages as say } from '@edu/shared';
import { expect, test } from './fixtures';
import { openItem } from './mall-helpers';
import { fillProductNotice, noticeBox } from './product-notice-helpers';

const bookFields = productNoticeFieldsOf('BOOK');
const field = (key: string) => {
  const found = bookFields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`도서 has no item ${key}`);
  return found;
};

test('a textbook goes on sale only with its 상품정보제공고시, and its page shows the notice as a table that fits a 390 px phone', async ({
  page,
  adminPage,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `유치부 여름성경학교 교재 ${Date.now().toString(36)}`;
  await adminPage.goto('/management?tab=mall-items');
  await adminPage.getByRole('button', { name: '상품 등록' }).click();
  const form = adminPage.getByRole('form', { name: '상품 등록' });
  await form.getByLabel('상품 분류').fill('교재');
  await form.getByLabel('상품명').fill(title);
  await form.getByRole('combobox', { name: /^카테고리/ }).selectOption({ index: 1 });
  await form.getByLabel('출고 창고').selectOption({ index: 1 });
  await form.getByLabel('정가 (원)').fill('9000');
  await form.getByLabel('판매가 (원)').fill('9000');
  await form.getByLabel('재고', { exact: true }).fill('30');
  await expect(form.getByRole('combobox', { name: '상태', exact: true })).toHaveValue('SALE');

  // On sale without a notice: refused, and the group is where to go.
  const group = form.getByRole('combobox', { name: '상품군 (필수)' });
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByRole('alert')).toHaveText(say.required);
  await expect(group).toBeFocused();
  await expect(group).toHaveAttribute('aria-invalid', 'true');

  // Two items left empty: the message names both, and focus is on the first.
  await fillProductNotice(form, 'BOOK', {
    bookTitle: '유치부 여름성경학교 교재',
    authorPublisher: '하나바이블 교육부 / 하나바이블',
    bookSize: '',
    pageCount: '40쪽',
    bookComposition: '학생용 교재 1권, 만들기 도안 포함',
    publishedOn: '',
    tableOfContents:
      '1일 창조의 하나님\n2일 지키시는 하나님\n3일 용서하시는 예수님\n4일 함께하시는 성령님\n5일 찬양 잔치\n사용 연령: 4~5세',
    isbn: '978-89-364-3412-1',
  });
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByRole('alert')).toHaveText(say.missing('도서', ['크기', '출간일']));
  await expect(noticeBox(form, field('bookSize'))).toBeFocused();
  await expect(noticeBox(form, field('bookSize'))).toHaveAttribute('aria-invalid', 'true');

  await noticeBox(form, field('bookSize')).fill('210×297mm (A4)');
  await noticeBox(form, field('publishedOn')).fill('2026-05-01');
  // An ISBN whose check digit is wrong is refused at its own box.
  const isbn = noticeBox(form, field('isbn'));
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByRole('alert')).toHaveText(say.isbnChecksum);
  await expect(isbn).toBeFocused();
  await isbn.fill('978-89-364-3412-0');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: '저장되었습니다.' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await openItem(page, title);
  const notice = page.getByRole('table', { name: '상품정보제공고시' });
  await notice.scrollIntoViewIfNeeded();
  await expect(page.getByText(`상품군: ${productNoticeGroups.BOOK.label}`)).toBeVisible();
  const headings = await notice.getByRole('rowheader').allTextContents();
  expect(headings).toEqual(bookFields.map((each) => each.label));
  await expect(notice.getByRole('row', { name: /^ISBN/ }).getByRole('cell')).toHaveText('9788936434120');
  await expect(notice.getByRole('row', { name: /^크기/ }).getByRole('cell')).toHaveText('210×297mm (A4)');

  // Nothing sticks out sideways: neither the page nor the table is wider than the phone.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  const box = await notice.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= widths.window).toBe(true);
  await notice.screenshot({ path: testInfo.outputPath('product-notice-390.png') });
});
