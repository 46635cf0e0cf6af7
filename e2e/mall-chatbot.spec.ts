import { chatbotSuggestions, mallMessages } from '@edu/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const question = (page: Page) => page.getByLabel('질문', { exact: true });
const conversation = (page: Page) => page.getByRole('list', { name: '대화' });
const turns = (page: Page) => conversation(page).locator(':scope > li');

test('a question finds sermon materials and a result card opens the item page', async ({ page }) => {
  await page.goto('/mall/ai-search');
  await expect(page.getByRole('heading', { level: 1, name: 'AI 자료 찾기' })).toBeVisible();
  const send = page.getByRole('button', { name: '보내기' });
  await expect(send).toBeDisabled();
  await question(page).fill('   ');
  await expect(send).toBeDisabled();

  await question(page).fill('요한복음 3장 설교 자료');
  await expect(page.getByText('13/500')).toBeVisible();
  await question(page).press('Enter');
  await expect(question(page)).toHaveValue('');

  const turn = turns(page).last();
  await expect(turn).toContainText('요한복음 3장 설교 자료');
  await expect(turn.getByRole('list', { name: '이해한 조건' })).toContainText('요한복음 3장');
  await expect(turn).toContainText('요한복음 3장 설교로 찾아보았어요. 맞는 자료 1개를 찾았습니다.');
  const results = turn.getByRole('list', { name: '찾은 자료' }).getByRole('link');
  await expect(results.first()).toBeVisible();
  const title = (await results.first().getByRole('heading').textContent()) ?? '';

  await results.first().click();
  await expect(page).toHaveURL(/\/mall\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Back in the chat, the last exchange is still there.
  await page.goBack();
  await expect(conversation(page)).toContainText('요한복음 3장 설교 자료');
});

test('suggested questions send themselves; nothing found offers broader questions', async ({ page }) => {
  await page.goto('/mall/ai-search');
  const cards = page.getByRole('region', { name: '이런 질문은 어떠세요?' }).getByRole('button');
  await expect(cards).toHaveCount(4);
  await expect(cards).toHaveText([...chatbotSuggestions].map((suggestion) => new RegExp(suggestion)));
  await expect(question(page)).toHaveAttribute('maxlength', '500');

  await cards.filter({ hasText: chatbotSuggestions[1] }).click();
  const first = turns(page).first();
  await expect(first).toContainText(chatbotSuggestions[1]);
  await expect(first.getByRole('list', { name: '찾은 자료' }).getByRole('link').first()).toBeVisible();

  await question(page).fill('오늘 날씨 어때');
  await page.getByRole('button', { name: '보내기' }).click();
  await expect(turns(page)).toHaveCount(2);
  await expect(turns(page).nth(1)).toContainText(mallMessages.chatbotNothingFound);
  const broader = turns(page).nth(1).getByRole('list', { name: '다른 질문 제안' }).getByRole('button');
  await expect(broader.first()).toBeVisible();
  const suggestion = (await broader.first().textContent()) ?? '';
  await broader.first().click();
  await expect(turns(page)).toHaveCount(3);
  await expect(turns(page).nth(2)).toContainText(suggestion);
});

test('the result page shows the last question and analyses it again', async ({ page }) => {
  await page.goto('/mall/ai-result');
  await expect(page.getByText('최근에 한 질문이 없습니다.')).toBeVisible();

  await page.goto('/mall/ai-search');
  await question(page).fill('요한복음 3장 설교 자료');
  await question(page).press('Enter');
  await conversation(page)
    .getByRole('link', { name: /결과 페이지에서 크게 보기/ })
    .click();
  await expect(page).toHaveURL(/\/mall\/ai-result$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI 검색 결과' })).toBeVisible();
  await expect(page.getByText('요한복음 3장 설교 자료', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: '찾은 자료' }).getByRole('link').first()).toBeVisible();

  // "다시 분석" asks the server again.
  const again = page.getByRole('button', { name: '다시 분석' });
  await expect(again).toBeEnabled();
  const asked = page.waitForRequest((request) => request.url().includes('/new_api/ai-search?'));
  await again.click();
  await asked;
  await expect(again).toBeEnabled();

  // The page survives a reload (session storage) and leads back to the chat.
  await page.reload();
  await expect(page.getByText('요한복음 3장 설교 자료', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '대화로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/mall\/ai-search$/);
  await expect(conversation(page)).toContainText('요한복음 3장 설교 자료');
});
