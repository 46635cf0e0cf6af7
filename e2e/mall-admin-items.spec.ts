import { orderMessages, mallItemAdminMessages as say } from '@edu/shared';
import { admin, answerDialog, logIn } from './account-helpers';
import { expect, test } from './fixtures';
import { member } from './mall-helpers';
import { fillProductNotice } from './product-notice-helpers';

/** A PNG of 8×8, as an administrator's cover picture. */
const cover = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMwTvuPFTEMLQkAqBFmAWlht3MAAAAASUVORK5CYII=',
  'base64',
);

test('an administrator creates a product with a two-level TREE in 쇼핑몰 상품, and a member buys a path of it', async ({
  page,
  adminPage,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `여름성경학교 교사 지도서 ${Date.now()}`;
  const warnings: string[] = [];
  // The form has three editors: none may warn (linkifyjs "already initialized") or fail.
  adminPage.on('console', (message) => {
    if (message.type() === 'error' || /linkifyjs/.test(message.text())) warnings.push(message.text());
  });
  await adminPage.goto('/management?tab=mall-items');
  await adminPage.getByRole('button', { name: '상품 등록' }).click();
  const form = adminPage.getByRole('form', { name: '상품 등록' });

  // Refused in the form's order before anything is sent: 상품 분류 comes before 상품명 on the form.
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByRole('alert')).toHaveText(say.kindRequired);
  await expect(form.getByLabel('상품 분류')).toBeFocused();

  await form.getByLabel('상품 분류').fill('교재');
  await form.getByLabel('상품명').fill(title);
  await form.getByRole('combobox', { name: /^카테고리/ }).selectOption({ index: 1 });
  await form.getByLabel('출고 창고').selectOption({ index: 1 });
  await form.getByLabel('정가 (원)').fill('15000');
  await form.getByLabel('판매가 (원)').fill('12000');
  await form
    .getByLabel('대표 이미지')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await expect(form.getByRole('button', { name: '대표 이미지 삭제' })).toBeVisible();
  await form.getByRole('textbox', { name: '상품 설명' }).fill('여름성경학교 교사를 위한 지도서입니다.');
  // On sale, so with its 상품정보제공고시 (product-notice.spec.ts checks the notice itself).
  await fillProductNotice(form, 'BOOK', { bookTitle: title });

  await form.getByRole('radio', { name: '선택형 옵션' }).check();
  await form.getByLabel('1단계 이름').fill('부서');
  await form.getByRole('button', { name: '단계 추가' }).click();
  await form.getByLabel('2단계 이름').fill('권');
  await form.getByLabel('1단계 값').fill('유년부, 초등부');
  await form.getByLabel('2단계 값').fill('상권, 하권');
  await form.getByRole('button', { name: '조합 만들기' }).click();
  // Saved with a path value missing while its box sits at the bottom of the window, where the sticky
  // bar is: the box is brought up above the bar that says what is wrong, not left under it.
  const firstRow = form.getByLabel('조합 1의 1단계');
  await firstRow.fill('');
  await firstRow.evaluate((box) => box.scrollIntoView({ block: 'end' }));
  await form.getByRole('button', { name: '저장' }).click();
  await expect(firstRow).toBeFocused();
  const bar = form.getByRole('alert').locator('..');
  await expect(bar).toContainText(say.pathInvalid);
  const [field, barBox] = await Promise.all([firstRow.boundingBox(), bar.boundingBox()]);
  expect(field && barBox && field.y > 0 && field.y + field.height <= barBox.y).toBe(true);
  await firstRow.fill('유년부');
  for (let row = 1; row <= 4; row += 1) await form.getByLabel(`조합 ${row} 재고`).fill('5');
  await form.getByLabel('조합 2 추가 금액').fill('1000');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: '저장되었습니다.' })).toBeVisible();

  // The list shows it with its stock; its sales can be stopped and resumed from there.
  const search = adminPage.getByRole('form', { name: '상품 검색' });
  await search.getByLabel('검색어').fill(title);
  await search.getByRole('button', { name: '검색' }).click();
  const row = adminPage.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('12,000원');
  await expect(row).toContainText('20');
  expect(warnings).toEqual([]);

  // A member finds it in the mall at once and puts a path of it in the cart.
  await member(page, baseURL);
  const found = await page.request.get(
    `/new_api/customer/item/list?${new URLSearchParams({ searchText: title })}`,
  );
  const item = ((await found.json()).data.itemList as { itemId: number; title: string }[]).find(
    (candidate) => candidate.title === title,
  );
  expect(item).toBeTruthy();
  await page.goto(`/mall/view/${item?.itemId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('combobox', { name: /^부서/ }).selectOption('유년부');
  await page.getByRole('combobox', { name: /^권/ }).selectOption({ index: 2 }); // 하권 (+1,000원)
  await page.getByRole('button', { name: '선택한 옵션 담기' }).click();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await answerDialog(page, orderMessages.addedToCart, '장바구니 보기');
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('13,000원').first()).toBeVisible();
});

test('an administrator adds a category below a top one in 쇼핑몰 카테고리, and removes it while empty', async ({
  page,
}) => {
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/management?tab=mall-categories');
  const name = `성탄 자료 ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: '카테고리 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '카테고리 추가' });
  await dialog.getByLabel('이름').fill(name);
  await dialog.getByLabel('상위 카테고리').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(`카테고리를 추가했습니다 (${name}).`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('button', { name: `${name} 카테고리 삭제` }).click();
  await answerDialog(page, new RegExp(name));
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
