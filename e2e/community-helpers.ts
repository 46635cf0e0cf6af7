import { type APIRequestContext, expect, type Page } from '@playwright/test';

export { png } from './admin-helpers';

/** Writes a post through POST /new_api/post/edit as the request's logged-in member; answers its id. */
export async function createPostByApi(
  request: APIRequestContext,
  post: { boardId: number; postTitle: string; postContent?: string; isSecret?: boolean; isPin?: boolean },
): Promise<number> {
  const answer = await request.post('/new_api/post/edit', {
    multipart: {
      json: JSON.stringify({
        postContent: `<p>${post.postTitle} 본문</p>`,
        isSecret: false,
        isPin: false,
        ...post,
      }),
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { postId: number } }).data.postId;
}

/** Types into the write page's rich-text editor. */
export async function typeContent(page: Page, text: string) {
  await page.getByRole('textbox', { name: '게시글 내용' }).click();
  await page.keyboard.type(text);
}

/** The body rows of the board table. */
export const tableRows = (page: Page) => page.getByRole('main').locator('table tbody tr');
