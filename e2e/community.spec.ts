import {
  admin,
  adminRequest,
  answerDialog,
  logIn,
  signUpByApi,
  uniquePhone,
  uniqueUid,
} from './account-helpers';
import { createPostByApi, png, tableRows, typeContent } from './community-helpers';
import { expect, test } from './fixtures';

/** A fresh member through the API; answers their id and password. */
async function newMember(baseURL: string | undefined, name: string) {
  const outbox = await adminRequest(baseURL);
  const member = { uid: uniqueUid(), name, upw: 'community-pass-1', phone: uniquePhone() };
  await signUpByApi(baseURL, outbox, member);
  await outbox.dispose();
  return member;
}

test('the administrator writes a pinned notice and a webzine post with a thumbnail', async ({ page }) => {
  const stamp = Date.now();
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);

  // Only boards 1 to 4 exist.
  for (const path of ['/community/5', '/community/notice', '/community/1/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  }

  await page.goto('/community');
  await expect(page).toHaveURL(/\/community\/1$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeVisible();
  await expect(main.getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
  await main.getByRole('link', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/community\/write\?boardId=1$/);
  await expect(main.getByLabel('게시판')).toHaveValue('1');

  // The page checks in the server's order with its texts.
  await main.getByRole('button', { name: '작성 완료' }).click();
  await answerDialog(page, '게시글 제목을 입력해 주세요.');
  // Focus lands on the field the message is about, which says why (issue 42).
  await expect(main.getByLabel('제목')).toBeFocused();
  await expect(main.getByLabel('제목')).toHaveAttribute('aria-invalid', 'true');
  const notice = `고정 공지 ${stamp}`;
  await main.getByLabel('제목').fill(notice);
  await main.getByRole('button', { name: '작성 완료' }).click();
  await answerDialog(page, '게시글 내용을 입력해 주세요.');
  await expect(main.getByRole('textbox', { name: '게시글 내용' })).toBeFocused();
  await typeContent(page, '모든 선생님께 알립니다.');
  await main.getByLabel('상단 고정').check();
  await main.getByRole('button', { name: '작성 완료' }).click();
  await answerDialog(page, '게시글이 등록되었습니다.');
  await expect(page).toHaveURL(/\/community\/1\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: notice })).toBeVisible();
  await expect(main.getByText('모든 선생님께 알립니다.')).toBeVisible();

  await main.getByRole('link', { name: '목록으로' }).click();
  await expect(page).toHaveURL(/\/community\/1$/);
  const first = tableRows(page).first();
  await expect(first).toContainText(notice);
  await expect(first.getByRole('cell').first()).toHaveText('공지');
  await expect(first).toContainText('N');

  // The webzine: a thumbnail of an image type only, then a card with the image.
  await main.getByRole('link', { name: '교육 웹진' }).click();
  await expect(page).toHaveURL(/\/community\/4$/);
  await main.getByRole('link', { name: '글쓰기' }).click();
  const webzine = `웹진 ${stamp}`;
  await main.getByLabel('제목').fill(webzine);
  await typeContent(page, '이번 달 교육 웹진입니다.');
  const thumbnail = main.getByLabel('썸네일');
  await thumbnail.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await answerDialog(page, '이미지 확장자만 업로드 가능합니다.');
  await expect(thumbnail).toHaveValue('');
  await thumbnail.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(main.getByRole('img', { name: '썸네일 미리보기' })).toBeVisible();
  await main.getByRole('button', { name: '작성 완료' }).click();
  await answerDialog(page, '게시글이 등록되었습니다.');
  await expect(page).toHaveURL(/\/community\/4\/\d+$/);

  await page.goto('/community/4');
  const card = main.getByRole('link', { name: new RegExp(webzine) });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\//);
  expect(
    await card.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
  ).toBeGreaterThan(0);
  await expect(main.locator('table')).toHaveCount(0);

  // Editing: the board stays, "취소" asks first, and the thumbnail delete toggle applies on save.
  await card.click();
  await main.getByRole('link', { name: '수정' }).click();
  await expect(page).toHaveURL(/\/community\/write\/\d+$/);
  await expect(main.getByLabel('게시판')).toBeDisabled();
  await expect(main.getByLabel('제목')).toHaveValue(webzine);
  await main.getByRole('button', { name: '취소' }).click();
  await answerDialog(page, '작성을 취소하시겠습니까? 작성 내용은 저장되지 않습니다.', '취소');
  await expect(page).toHaveURL(/\/community\/write\/\d+$/);
  // A click, not check(): the box turns on only once the confirm is answered.
  await main.getByLabel('썸네일 삭제').click();
  await answerDialog(page, '썸네일을 삭제하시겠습니까?');
  await answerDialog(page, '삭제되었습니다. 게시글 등록 시 최종 적용됩니다.');
  await expect(main.getByText('삭제 예정')).toBeVisible();
  await main.getByRole('button', { name: '작성 완료' }).click();
  await answerDialog(page, '게시글이 등록되었습니다.');
  await expect(page).toHaveURL(/\/community\/4\/\d+$/);
  await main.getByRole('link', { name: '목록으로' }).click();
  await expect(page).toHaveURL(/\/community\/4$/);
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card).toContainText('이미지 없음');
});

test('a member writes a secret Q&A post with an image; another member cannot open it @smoke', async ({
  page,
  baseURL,
}) => {
  const writer = await newMember(baseURL, '질문회원');
  const reader = await newMember(baseURL, '다른회원');
  const title = `비밀 질문 ${Date.now()}`;

  await logIn(page, writer.uid, writer.upw);
  await expect(page).toHaveURL(/\/main$/);
  const main = page.getByRole('main');

  // Members may not write notices: no write button there, and the board must be chosen.
  await page.goto('/community/1');
  await expect(main.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeVisible();
  await expect(main.getByRole('link', { name: '글쓰기' })).toHaveCount(0);
  await page.goto('/community/write');
  await expect(main.getByLabel('게시판').locator('option')).toHaveText([
    '게시판을 선택해주세요',
    '자유게시판',
    'Q&A',
  ]);
  await expect(main.getByLabel('상단 고정')).toHaveCount(0);
  await main.getByRole('button', { name: '작성 완료' }).click();
  await answerDialog(page, '게시판을 선택해주세요.');

  await main.getByLabel('게시판').selectOption('3');
  await main.getByLabel('제목').fill(title);
  await typeContent(page, '사진을 첨부합니다.');
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: '이미지' }).click();
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('textbox', { name: '게시글 내용' }).locator('img')).toHaveAttribute(
    'src',
    /\/uploads\//,
  );
  await main.getByLabel('비밀글').check();
  await main.getByRole('button', { name: '작성 완료' }).click();
  await answerDialog(page, '게시글이 등록되었습니다.');
  await expect(page).toHaveURL(/\/community\/3\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.locator('.rich-text img')).toHaveAttribute('src', /\/uploads\//);

  // The writer sees the title with its lock.
  await page.goto('/community/3');
  const ownRow = tableRows(page).filter({ hasText: title });
  await expect(ownRow.getByRole('img', { name: '비밀글' })).toBeVisible();

  // Another member: masked title, and the view is refused.
  await page.context().clearCookies();
  await logIn(page, reader.uid, reader.upw);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/community/3');
  await expect(main.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeVisible();
  await expect(main.getByText(title)).toHaveCount(0);
  const masked = tableRows(page)
    .filter({ has: page.getByRole('img', { name: '비밀글' }) })
    .first();
  await expect(masked).toContainText('비밀글입니다.');
  await masked.getByRole('link').click();
  await answerDialog(page, '열람 권한이 없습니다.');
  await expect(page).toHaveURL(/\/community\/3$/);
});

test('comments are added and deleted; visitors are asked to log in', async ({ page, baseURL }) => {
  const member = await newMember(baseURL, '댓글회원');
  await logIn(page, member.uid, member.upw);
  await expect(page).toHaveURL(/\/main$/);
  const title = `댓글 글 ${Date.now()}`;
  const postId = await createPostByApi(page.request, { boardId: 2, postTitle: title });

  await page.goto(`/community/2/${postId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const comments = main.getByRole('region', { name: /댓글/ });
  await expect(comments.getByRole('heading', { name: '댓글 0' })).toBeVisible();
  const box = main.getByLabel('댓글 내용');
  await main.getByRole('button', { name: '작성', exact: true }).click();
  await answerDialog(page, '댓글 내용을 입력해 주세요.');
  await box.fill('첫 번째 댓글');
  await main.getByRole('button', { name: '작성', exact: true }).click();
  await expect(comments.getByText('첫 번째 댓글')).toBeVisible();
  await expect(box).toHaveValue('');
  await box.fill('두 번째 댓글');
  await main.getByRole('button', { name: '작성', exact: true }).click();
  await expect(comments.getByText('두 번째 댓글')).toBeVisible();
  await expect(comments.getByRole('heading', { name: '댓글 2' })).toBeVisible();

  await comments
    .getByRole('listitem')
    .filter({ hasText: '첫 번째 댓글' })
    .getByRole('button', { name: '삭제' })
    .click();
  await answerDialog(page, '정말 삭제하시겠습니까?');
  await answerDialog(page, '삭제되었습니다.');
  await expect(comments.getByText('첫 번째 댓글')).toHaveCount(0);
  await expect(comments.getByText('두 번째 댓글')).toBeVisible();
  await expect(comments.getByRole('heading', { name: '댓글 1' })).toBeVisible();

  // The list shows the live comment count.
  await page.goto('/community/2');
  await expect(tableRows(page).filter({ hasText: title })).toContainText('[1]');

  // A visitor reads but may not comment.
  await page.context().clearCookies();
  await page.goto(`/community/2/${postId}`);
  await expect(main.getByText('두 번째 댓글')).toBeVisible();
  await expect(main.getByText('로그인 후 이용 가능합니다.')).toBeVisible();
  await expect(main.getByRole('button', { name: '작성', exact: true })).toHaveCount(0);
  await expect(main.getByRole('button', { name: '삭제' })).toHaveCount(0);

  // The author deletes the post.
  await logIn(page, member.uid, member.upw);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(`/community/2/${postId}`);
  await main.getByRole('button', { name: '삭제' }).first().click();
  await answerDialog(page, '정말 삭제하시겠습니까?');
  await answerDialog(page, '삭제되었습니다.');
  await expect(page).toHaveURL(/\/community\/2$/);
  await expect(tableRows(page).filter({ hasText: title })).toHaveCount(0);
});

test('search by title finds the posts and the pager moves to page 2', async ({ page, baseURL }) => {
  const member = await newMember(baseURL, '검색회원');
  await logIn(page, member.uid, member.upw);
  await expect(page).toHaveURL(/\/main$/);
  const tag = `검색${Date.now().toString(36)}`;
  for (let n = 1; n <= 13; n += 1) {
    await createPostByApi(page.request, { boardId: 2, postTitle: `${tag} 글 ${n}` });
  }

  await page.goto('/community/2');
  const main = page.getByRole('main');
  const search = main.getByRole('search', { name: '게시글 검색' });
  await search.getByLabel('검색 구분').selectOption('title');
  await search.getByLabel('검색어').fill(`${tag} 글 13`);
  await search.getByLabel('검색어').press('Enter');
  await expect(page).toHaveURL(/searchType=title/);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`${tag} 글 13`);

  await search.getByLabel('검색어').fill(tag);
  await search.getByRole('button', { name: '검색' }).click();
  await expect(tableRows(page)).toHaveCount(12);
  await expect(tableRows(page).first()).toContainText(`${tag} 글 13`);
  const pager = main.getByRole('navigation', { name: '페이지' });
  await pager.getByRole('link', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`${tag} 글 1`);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');

  // The state lives in the address: reload and back keep it.
  await page.reload();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(search.getByLabel('검색어')).toHaveValue(tag);
  await page.goBack();
  await expect(tableRows(page)).toHaveCount(12);

  // "전체" searches every board; nothing found shows the message row.
  await search.getByLabel('전체').check();
  await expect(search.getByLabel('자유게시판')).not.toBeChecked();
  await expect(page).toHaveURL(/scope=all/);
  await expect(tableRows(page)).toHaveCount(12);
  await search.getByLabel('검색어').fill(`${tag} 없음`);
  await search.getByLabel('검색어').press('Enter');
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toHaveText('등록된 게시글이 없습니다.');
});

test('on a phone the board is chosen by its tabs alone: the search radios keep this board and 전체', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/community/2');
  const search = page.getByRole('search', { name: '게시글 검색' });
  const scope = search.getByRole('group', { name: '검색할 게시판' });
  await expect(scope.getByRole('radio')).toHaveCount(2);
  await expect(scope.getByLabel('자유게시판')).toBeChecked();
  await expect(scope.getByLabel('전체')).toBeVisible();
  await expect(scope.getByLabel('공지사항')).toBeHidden();
  // Another board is the tabs' choice, and its own radio follows.
  await page.getByRole('navigation', { name: '게시판' }).getByRole('link', { name: '공지사항' }).click();
  await expect(page).toHaveURL(/\/community\/1$/);
  await expect(scope.getByLabel('공지사항')).toBeChecked();
  await expect(scope.getByLabel('자유게시판')).toBeHidden();

  // A desk screen shows the spec's five radios.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(scope.getByRole('radio')).toHaveCount(5);
});

test('the library carries a lesson file: a visitor is asked to log in, a member downloads it under its name', async ({
  page,
  baseURL,
}) => {
  const title = `1과 교안 ${Date.now()}`;
  const lesson = Buffer.from('%PDF-1.7\n하나바이블 1과 교안\n%%EOF');
  await logIn(page, admin.uid, admin.upw);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto('/hana-bible/board');
  const main = page.getByRole('main');
  await expect(main.getByLabel('첨부파일 내려받기')).toHaveValue('members');

  await page.goto('/community/write?boardId=5');
  await main.getByLabel('제목').fill(title);
  await typeContent(page, '이번 주 공과 교안입니다.');
  await main.getByLabel(/^첨부파일/).setInputFiles([
    { name: '1과 교안.pdf', mimeType: 'application/pdf', buffer: lesson },
    { name: '설치.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await answerDialog(page, /설치\.exe: 올릴 수 없는 파일 형식입니다/);
  await main
    .getByLabel(/^첨부파일/)
    .setInputFiles({ name: '1과 교안.pdf', mimeType: 'application/pdf', buffer: lesson });
  await expect(main.getByRole('list', { name: '첨부할 파일' })).toContainText('1과 교안.pdf');
  await main.getByRole('button', { name: '작성 완료' }).click();
  await answerDialog(page, '게시글이 등록되었습니다.');
  await expect(page).toHaveURL(/\/hana-bible\/board\/5\/\d+$/);
  const files = main.getByRole('region', { name: '첨부파일' });
  await expect(files).toContainText('1과 교안.pdf');
  await expect(files).toContainText('다운로드 0회');
  const postUrl = page.url();

  // A visitor sees the file but is asked to log in for it.
  await page.context().clearCookies();
  await page.goto(postUrl);
  await expect(files).toContainText('로그인한 회원만 첨부파일을 내려받을 수 있습니다.');
  await expect(files.getByRole('link', { name: '1과 교안.pdf' })).toHaveCount(0);

  const member = await newMember(baseURL, '자료회원');
  await logIn(page, member.uid, member.upw);
  await expect(page).toHaveURL(/\/main$/);
  await page.goto(postUrl);
  const download = page.waitForEvent('download');
  await files.getByRole('link', { name: '1과 교안.pdf' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('1과 교안.pdf');
  const body = await saved.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(lesson)).toBe(true);
});
