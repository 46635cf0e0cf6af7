import { mallMessages, orderMessages } from '@edu/shared';
import type { Page } from '@playwright/test';
import { answerDialog, memberByApi, submitLoginForm } from './account-helpers';
import { expectAccessible } from './axe-sweep';
import { expect, test } from './fixtures';

/** The id of a demo item, found through the list call by its title (ids are the seed's business). */
async function itemIdOf(page: Page, title: string): Promise<number> {
  const search = new URLSearchParams({ searchText: title, size: '60' });
  const answer = await page.request.get(`/new_api/customer/item/list?${search}`);
  expect(answer.ok()).toBe(true);
  const items = (await answer.json()).data.itemList as { itemId: number; title: string }[];
  const item = items.find((candidate) => candidate.title === title);
  if (!item) throw new Error(`the demo data has no item "${title}"`);
  return item.itemId;
}

async function openItem(page: Page, title: string) {
  await page.goto(`/mall/view/${await itemIdOf(page, title)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const textbook = '유아부 성경 교재 세트';
/** What the test reads of an <audio> element (the e2e folder is type-checked without the DOM library). */
type Media = { readyState: number; paused: boolean; currentTime: number };
const total = (page: Page) => page.getByRole('status', { name: '총 상품금액' });
const lines = (page: Page) => page.getByRole('list', { name: '선택한 옵션' }).getByRole('listitem');
/** A TREE level's select, named by its level ("부서 (필수)"). */
const level = (page: Page, name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
// Not a line's count box ("이름 새김 문구: 믿음반 수량").
const engraving = (page: Page) => page.getByRole('textbox', { name: /^이름 새김 문구(?!:)/ });

/** Chooses a full TREE path level by level and adds it (issue 42: never on the last select's change). */
async function choosePath(page: Page, department: string, term: string, set: string) {
  await level(page, '부서').selectOption(department);
  await level(page, '학기').selectOption(term);
  await level(page, '구성').selectOption(set);
  await page.getByRole('button', { name: '선택한 옵션 담기' }).click();
}

test.describe('item page options', () => {
  test('three levels in order, an engraving on its line and the running total', async ({ page }) => {
    await openItem(page, textbook);
    await expect(page.getByText('3,000원 (30,000원 초과 구매 시 무료배송)')).toBeVisible();

    // Nothing chosen yet: the cart asks for options; a later level asks for the one before.
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await answerDialog(page, mallMessages.selectOptions);
    await expect(level(page, '학기')).toHaveAttribute('aria-disabled', 'true');
    await expect(level(page, '학기')).toHaveAccessibleDescription(mallMessages.previousOptionFirst);
    // A press on it says nothing more (no alert on pointerdown: issue 42), and changes nothing.
    await level(page, '학기').click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(level(page, '학기')).toHaveValue('');

    await choosePath(page, '유아부', '1학기', '교사용');
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText('유아부 / 1학기 / 교사용');
    // 12,000원 selling price + 3,000원 for the teacher's set.
    await expect(total(page)).toHaveText('15,000원');
    // The selects start again for another combination.
    await expect(level(page, '부서')).toHaveValue('');
    await expect(level(page, '학기')).toHaveAttribute('aria-disabled', 'true');

    // The engraving is typed first and goes on the path chosen next: one line of 12,000 + 1,000원 a
    // unit, not a second item of its own (issue 26, point 8).
    await engraving(page).fill('사랑반 김하나');
    await engraving(page).press('Enter');
    await expect(lines(page)).toHaveCount(1);
    await choosePath(page, '유아부', '1학기', '학생용');
    await expect(lines(page)).toHaveCount(2);
    const engraved = '유아부 / 1학기 / 학생용 · 이름 새김 문구: 사랑반 김하나';
    await expect(lines(page).nth(1)).toContainText(engraved);
    await expect(lines(page).nth(1)).toContainText('13,000원');
    await expect(total(page)).toHaveText('28,000원');
    // The same path with the same text is already chosen.
    await choosePath(page, '유아부', '1학기', '학생용');
    await answerDialog(page, mallMessages.alreadySelected);
    await expect(lines(page)).toHaveCount(2);

    const line = '유아부 / 1학기 / 교사용';
    const count = page.getByRole('textbox', { name: `${line} 수량` });
    await page.getByRole('button', { name: `${line} 수량 늘리기` }).click();
    await expect(count).toHaveValue('2');
    await expect(total(page)).toHaveText('43,000원');
    await page.getByRole('button', { name: `${line} 수량 줄이기` }).click();
    await page.getByRole('button', { name: `${line} 수량 줄이기` }).click();
    await answerDialog(page, mallMessages.quantityMin);
    await expect(total(page)).toHaveText('28,000원');
    // Thirty sets are typed, not tapped thirty times; more than the 40 left stops at 40 and says why.
    await count.fill('30');
    await expect(total(page)).toHaveText('463,000원');
    await expect(page.getByText('재고가 40개 남아 있습니다.')).toHaveCount(0);
    await count.fill('45');
    await expect(count).toHaveValue('40');
    await expect(page.getByText('재고가 40개 남아 있습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: `${line} 수량 늘리기` })).toBeDisabled();

    // With every line removed, the cart asks for options again.
    await page.getByRole('button', { name: `${line} 삭제` }).click();
    await expect(total(page)).toHaveText('13,000원');
    await page.getByRole('button', { name: `${engraved} 삭제` }).click();
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await answerDialog(page, mallMessages.selectOptions);

    await engraving(page).fill('');
    await choosePath(page, '유치부', '2학기', '학생용');
    await expect(total(page)).toHaveText('12,000원');
    // A visitor is asked to log in before anything goes in a cart.
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await answerDialog(page, orderMessages.loginRequired);
    await expect(page).toHaveURL(/\/login/);
  });

  test('a visitor sent to log in by 장바구니 담기 comes back to the item with the choice kept', async ({
    page,
    baseURL,
  }) => {
    const member = await memberByApi(baseURL, '교재교사');
    await openItem(page, textbook);
    const itemUrl = page.url();
    const line = '유아부 / 1학기 / 교사용';
    await choosePath(page, '유아부', '1학기', '교사용');
    await page.getByRole('textbox', { name: `${line} 수량` }).fill('12');
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await answerDialog(page, orderMessages.loginRequired);
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmall%2Fview%2F\d+$/);
    await submitLoginForm(page, member.uid, member.upw);
    await expect(page).toHaveURL(itemUrl);
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: `${line} 수량` })).toHaveValue('12');
    await expect(total(page)).toHaveText('180,000원');
    // Now it goes in: the member chooses between the cart and more shopping.
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await answerDialog(page, orderMessages.addedToCart, '계속 쇼핑');
    await expect(page).toHaveURL(itemUrl);
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await answerDialog(page, orderMessages.addedToCart, '장바구니 보기');
    await expect(page).toHaveURL(/\/mypage\/cart$/);
    await expect(page.getByRole('link', { name: textbook, exact: true })).toBeVisible();
    // The choice came back once: the item opens afresh now.
    await page.goto(itemUrl);
    await expect(page.getByRole('heading', { level: 1, name: textbook })).toBeVisible();
    await expect(lines(page)).toHaveCount(0);
  });

  test('a sold-out path cannot be chosen', async ({ page }) => {
    await openItem(page, textbook);
    await level(page, '부서').selectOption('유년부');
    await level(page, '학기').selectOption('2학기');
    const soldOut = level(page, '구성').locator('option', { hasText: '교사용' });
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).toContainText(`+3,000원`);
    await expect(soldOut).toContainText(mallMessages.soldOut);
    await expect(level(page, '구성').locator('option', { hasText: '학생용' })).toBeEnabled();
  });

  test('tree options chosen with the arrow keys add exactly the chosen line, and only when asked', async ({
    page,
  }) => {
    await openItem(page, textbook);
    // Keys alone, as a keyboard user: ↓ changes a closed select's value on every press.
    await level(page, '부서').focus();
    await page.keyboard.press('ArrowDown'); // 유아부
    await page.keyboard.press('ArrowDown'); // 유치부
    await page.keyboard.press('ArrowUp'); // 유아부
    await expect(level(page, '부서')).toHaveValue('유아부');
    await expect(level(page, '학기')).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Tab');
    await expect(level(page, '학기')).toBeFocused();
    await expect(level(page, '학기').locator('option', { hasText: '1학기' })).toBeAttached();
    await page.keyboard.press('ArrowDown'); // 1학기
    await page.keyboard.press('Tab');
    await expect(level(page, '구성').locator('option', { hasText: '학생용' })).toBeAttached();
    await page.keyboard.press('ArrowDown'); // 교사용
    await page.keyboard.press('ArrowDown'); // 학생용
    await page.keyboard.press('ArrowUp'); // 교사용 again: nothing was added on the way
    await expect(lines(page)).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText('유아부 / 1학기 / 교사용');
    await expect(page.getByRole('status').filter({ hasText: mallMessages.optionLineAdded })).toBeVisible();
    // The selects start again, with focus on the first one.
    await expect(level(page, '부서')).toBeFocused();
    await expect(level(page, '부서')).toHaveValue('');
    // The button: a path not finished yet is named, not added.
    await page.getByRole('button', { name: '선택한 옵션 담기' }).press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: mallMessages.chooseOption('부서') }),
    ).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
  });

  test('the same combination with the same engraving is refused; another engraving is a line of its own', async ({
    page,
  }) => {
    await openItem(page, textbook);
    await choosePath(page, '유아부', '1학기', '학생용');
    await expect(lines(page)).toHaveCount(1);
    await choosePath(page, '유아부', '1학기', '학생용');
    await answerDialog(page, mallMessages.alreadySelected);
    await expect(lines(page)).toHaveCount(1);
    await expect(total(page)).toHaveText('12,000원');

    await engraving(page).fill('믿음반');
    await choosePath(page, '유아부', '1학기', '학생용');
    await expect(lines(page)).toHaveCount(2);
    await choosePath(page, '유아부', '1학기', '학생용');
    await answerDialog(page, mallMessages.alreadySelected);
    await engraving(page).fill('소망반');
    await choosePath(page, '유아부', '1학기', '학생용');
    await expect(lines(page)).toHaveCount(3);
    await expect(lines(page).nth(2)).toContainText('이름 새김 문구: 소망반');
    await expect(total(page)).toHaveText('38,000원');
  });
});

test.describe('item page', () => {
  test('review photos open full screen and move with the keyboard', async ({ page }) => {
    await openItem(page, textbook);
    const reviews = page.getByRole('list', { name: '리뷰 목록' });
    const review = reviews.locator(':scope > li').filter({ hasText: '아이들이 정말 좋아해요' });
    await expect(review).toBeVisible();
    const photos = review.getByRole('button');
    const count = await photos.count();
    expect(count).toBeGreaterThanOrEqual(2);

    const first = photos.first();
    await first.click();
    const viewer = page.getByRole('dialog', { name: /사진/ });
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute('aria-modal', 'true');
    await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
    await expectAccessible(page, '사진 보기');
    // Focus moved into the viewer.
    await expect(viewer.locator(':focus')).toHaveCount(1);
    // 2 to 10 photos: the thumbnails strip shows.
    await expect(viewer.getByRole('list', { name: '사진 목록' }).getByRole('button')).toHaveCount(count);

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
    await expect(viewer.getByRole('img', { name: /사진 2$/ })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`${count} / ${count}`)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();

    // A single photo: no thumbnails strip.
    await reviews.locator(':scope > li').filter({ hasText: '구성이 알차요' }).getByRole('button').click();
    await expect(viewer.getByText('1 / 1')).toBeVisible();
    await expect(viewer.getByRole('list', { name: '사진 목록' })).toHaveCount(0);
    await viewer.getByRole('button', { name: '닫기' }).click();
    await expect(viewer).toBeHidden();
  });

  test('a music sample plays in a player without a download', async ({ page }) => {
    await openItem(page, '부활의 아침 찬양 음원');
    const audio = page.locator('audio');
    await expect(audio).toHaveAttribute('controls', '');
    await expect(audio).toHaveAttribute('controlslist', 'nodownload');
    await expect(page.locator('a[download]')).toHaveCount(0);
    await expect(page.getByText('무제한')).toBeVisible();
    await expect
      .poll(() => audio.evaluate((el) => (el as unknown as Media).readyState))
      .toBeGreaterThanOrEqual(1);

    // A real click on the player's play button (the left end of Chromium's controls).
    const box = await audio.boundingBox();
    if (!box) throw new Error('the player is not shown');
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
    await expect.poll(() => audio.evaluate((el) => (el as unknown as Media).paused)).toBe(false);
    await expect.poll(() => audio.evaluate((el) => (el as unknown as Media).currentTime)).toBeGreaterThan(0);
  });

  test('a video sample opens in a new tab', async ({ page }) => {
    await openItem(page, '교사 강의: 다음세대 말씀 교육');
    const sample = page.getByRole('link', { name: /샘플 영상 보기/ });
    await expect(sample).toHaveAttribute('target', '_blank');
    await expect(sample).toHaveAttribute('rel', 'noopener');
    await expect(sample).toHaveAttribute('href', /\/uploads\//);
  });

  test('an image content is priced by its licence', async ({ page }) => {
    await openItem(page, '성탄절 예배 배경 이미지');
    await expect(page.getByLabel('기본 라이선스')).toBeChecked();
    await expect(total(page)).toHaveText('4,000원');
    await page.getByLabel('상업용 확장 라이선스').check();
    await expect(total(page)).toHaveText('15,000원');
    await expect(page.getByText('30일', { exact: true })).toBeVisible();
  });

  test('a product without options counts its quantity, typed or stepped, from 1 to its stock', async ({
    page,
  }) => {
    await openItem(page, '유치부 여름성경학교 교재');
    const title = '유치부 여름성경학교 교재';
    await expect(page.getByText('재고 150개')).toBeVisible();
    await expect(total(page)).toHaveText('9,000원');
    await page.getByRole('button', { name: `${title} 수량 줄이기` }).click();
    await answerDialog(page, mallMessages.quantityMin);
    await page.getByRole('button', { name: `${title} 수량 늘리기` }).click();
    await expect(total(page)).toHaveText('18,000원');
    const count = page.getByRole('textbox', { name: `${title} 수량` });
    await count.fill('30');
    await expect(total(page)).toHaveText('270,000원');
    await count.fill('200');
    await expect(count).toHaveValue('150');
    await expect(page.getByText('재고가 150개 남아 있습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: `${title} 수량 늘리기` })).toBeDisabled();
    // A 0 typed is answered like the "−" at 1.
    await count.fill('0');
    await count.blur();
    await answerDialog(page, mallMessages.quantityMin);
    await expect(count).toHaveValue('1');
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await answerDialog(page, orderMessages.loginRequired);
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmall%2Fview%2F\d+$/);
  });

  test('a description taller than half the window folds with 더보기 / 접기', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 140 });
    await openItem(page, textbook);
    const more = page.getByRole('button', { name: '더보기' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = page.getByRole('button', { name: '접기' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(page.getByRole('button', { name: '더보기' })).toBeVisible();
    // On a tall window the same description shows whole, without the toggle.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('button', { name: /더보기|접기/ })).toHaveCount(0);
  });

  test('a stopped item shows 판매 중지 instead of the buying controls', async ({ page }) => {
    await openItem(page, '2025 여름성경학교 교재');
    await expect(page.getByText(mallMessages.salesStopped, { exact: true })).toBeVisible();
    await expect(page.getByText(mallMessages.salesStoppedNotice)).toBeVisible();
    await expect(page.getByRole('button', { name: '장바구니 담기' })).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });

  test('tabs, related items, the way back and an unknown item', async ({ page }) => {
    await page.goto('/mall?category=136');
    await page
      .getByRole('list', { name: '상품 목록' })
      .getByRole('link', { name: new RegExp(textbook) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: textbook })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: '상품 안내' });
    await expect(tabs.getByRole('tab', { name: '상품정보' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: '상품정보' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: '이용안내' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: '이용안내' })).toContainText('콘텐츠함');
    await tabs.getByRole('tab', { name: '저작권 안내' }).click();
    await expect(page.getByRole('tabpanel', { name: '저작권 안내' })).toContainText('재배포');

    // A related item opens its page; "목록으로" returns to the list the first item was opened from.
    const related = page.getByRole('list', { name: '관련 상품 목록' }).getByRole('link').first();
    await related.click();
    await expect(page).toHaveURL(/\/mall\/view\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: textbook, exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/mall\?category=136$/);

    // The back button returns through the history.
    await page
      .getByRole('list', { name: '상품 목록' })
      .getByRole('link', { name: new RegExp(textbook) })
      .click();
    await page.getByRole('button', { name: '뒤로' }).click();
    await expect(page).toHaveURL(/\/mall\?category=136$/);

    await page.goto('/mall/view/999999');
    await expect(page.getByRole('alert')).toContainText(mallMessages.itemNotFound);
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/mall$/);
  });
});

test.describe('mall home on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the pager and the category tabs change the list and the address', async ({ page }) => {
    await page.goto('/mall');
    await expect(page.getByRole('heading', { level: 1, name: '콘텐츠몰' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '새로 나온 콘텐츠' })).toBeVisible();
    const list = page.getByRole('list', { name: '상품 목록' });
    await expect(list.locator(':scope > li')).toHaveCount(15);
    const firstOnPageOne = await list.getByRole('link').first().textContent();

    await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/\/mall\?page=2$/);
    await expect(
      page.getByRole('navigation', { name: '페이지' }).getByText('2', { exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('link').first()).not.toHaveText(firstOnPageOne ?? '');
    await expect(list).toHaveAttribute('aria-busy', 'false');

    const tabs = page.getByRole('navigation', { name: '카테고리' });
    await tabs.getByRole('link', { name: '찬양' }).click();
    await expect(page).toHaveURL(/\/mall\?category=137$/);
    await expect(tabs.getByRole('link', { name: '찬양' })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('link', { name: /부활의 아침 찬양 음원/ })).toBeVisible();
    await expect(list.getByRole('link', { name: new RegExp(textbook) })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '새로 나온 콘텐츠' })).toHaveCount(0);

    // A category with subcategories shows its chips; one narrows the list.
    await tabs.getByRole('link', { name: '예배 자료' }).click();
    await page
      .getByRole('navigation', { name: '예배 자료 세부 분류' })
      .getByRole('link', { name: '설교' })
      .click();
    await expect(page).toHaveURL(/\/mall\?category=170&sub=172$/);
    await expect(list.getByRole('link', { name: /요한복음 3장/ }).first()).toBeVisible();

    // The phone shows the page without sideways scrolling.
    const overflow = (await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    )) as number;
    expect(overflow).toBeLessThanOrEqual(0);

    // Reload keeps the shelf; back returns to the previous one.
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: '예배 자료 세부 분류' }).getByRole('link', { name: '설교' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/mall\?category=170$/);
  });

  test('search, sort and the empty list', async ({ page }) => {
    await page.goto('/mall');
    const list = page.getByRole('list', { name: '상품 목록' });
    await page.getByLabel('상품 검색').fill('부활');
    await page.getByLabel('상품 검색').press('Enter');
    await expect(page).toHaveURL(/\/mall\?q=%EB%B6%80%ED%99%9C$/);
    await expect(page.getByRole('heading', { name: '‘부활’ 검색 결과' })).toBeVisible();
    await expect(list.getByRole('link', { name: /부활의 아침 찬양 음원/ })).toBeVisible();

    await page.getByLabel('정렬').selectOption({ label: '낮은 가격순' });
    await expect(page).toHaveURL(/sort=priceLow/);
    await expect(page).toHaveURL(/q=%EB%B6%80%ED%99%9C/);

    // An item whose sales stopped comes last, and says so where its price would be.
    await page.getByLabel('상품 검색').fill('여름성경학교 교재');
    await page.getByLabel('상품 검색').press('Enter');
    const last = list.locator(':scope > li').last();
    await expect(last).toContainText('2025 여름성경학교 교재');
    await expect(last).toContainText(mallMessages.salesStopped);
    await expect(last).not.toContainText('9,000원');
    await expect(list.locator(':scope > li')).not.toHaveCount(1);

    await page.getByLabel('상품 검색').fill('이런자료는없습니다');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page.getByText(mallMessages.noItems)).toBeVisible();
    await expect(page.getByLabel('상품 검색')).toHaveAttribute('maxlength', '100');
    // Nothing found: the chatbot is offered, asked the same words.
    await page.getByRole('link', { name: '챗봇에게 물어보기' }).click();
    await expect(page).toHaveURL(/\/mall\/ai-search$/);
    await expect(page.getByRole('list', { name: '대화' })).toContainText('이런자료는없습니다');
    await page.goBack();

    await page.getByRole('link', { name: /AI 자료 찾기/ }).click();
    await expect(page).toHaveURL(/\/mall\/ai-search$/);
  });
});
