import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Cast, calls, createCast, writePost } from './community-test-kit';

/** The permission matrix of the community (spec §6), checked on the server for every role. */

let app: TestApp;
let cast: Cast;
let api: ReturnType<typeof calls>;
type Role = keyof Cast;

beforeAll(async () => {
  app = await createTestApp();
  cast = await createCast(app);
  api = calls(app);
});
afterAll(() => app.dispose());

describe('reading a secret post', () => {
  let secretId: number;
  beforeAll(async () => {
    secretId = await writePost(app, cast.member, {
      boardId: 3,
      postTitle: '비밀 질문 제목',
      postContent: '<p>비밀 질문 내용</p>',
      isSecret: true,
    });
  });

  it.each<[Role, boolean]>([
    ['visitor', false],
    ['member', true],
    ['other', false],
    ['restricted', false],
    ['staff', true],
    ['admin', true],
  ])('%s: can read = %s, in the list and in the view', async (role, canRead) => {
    const list = (await api.list(cast[role], { boardId: 3 })).json();
    const row = list.data.postList.find((post: { postId: number }) => post.postId === secretId);
    expect(row).toMatchObject({
      canRead,
      isSecret: true,
      postTitle: canRead ? '비밀 질문 제목' : '비밀글입니다.',
    });
    if (!canRead) expect(JSON.stringify(list)).not.toContain('비밀 질문');

    const view = await api.view(cast[role], secretId);
    if (canRead) {
      expect(view.statusCode).toBe(200);
      expect(view.json().data.post.postContent).toBe('<p>비밀 질문 내용</p>');
    } else {
      expect(view.statusCode).toBe(403);
      expect(view.json()).toEqual({ code: '032', message: '열람 권한이 없습니다.', data: null });
    }
  });
});

describe('writing on each board', () => {
  // Board 5 is the Hana Bible library: administrators only, like notices and the webzine.
  const expected: Record<Role, Record<1 | 2 | 3 | 4 | 5, number>> = {
    visitor: { 1: 401, 2: 401, 3: 401, 4: 401, 5: 401 },
    restricted: { 1: 403, 2: 403, 3: 403, 4: 403, 5: 403 },
    member: { 1: 403, 2: 200, 3: 200, 4: 403, 5: 403 },
    other: { 1: 403, 2: 200, 3: 200, 4: 403, 5: 403 },
    staff: { 1: 403, 2: 200, 3: 200, 4: 403, 5: 403 },
    admin: { 1: 200, 2: 200, 3: 200, 4: 200, 5: 200 },
  };
  const cases = Object.entries(expected).flatMap(([role, boards]) =>
    Object.entries(boards).map(([board, status]) => [role as Role, Number(board), status] as const),
  );

  it.each(cases)('%s on board %i → %i', async (role, boardId, status) => {
    const response = await api.save(cast[role], { boardId, postTitle: '글', postContent: '<p>본문</p>' });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe('글쓰기 권한이 없습니다.');
    if (status === 200) expect(response.json().message).toBe('게시글이 등록되었습니다.');
  });
});

describe('pinning', () => {
  it.each<[Role, number]>([
    ['member', 403],
    ['staff', 403],
    ['admin', 200],
  ])('%s pinning a post on board 2 → %i', async (role, status) => {
    const response = await api.save(cast[role], {
      boardId: 2,
      postTitle: '고정',
      postContent: '<p>고정 글</p>',
      isPin: true,
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe('상단 고정은 관리자만 할 수 있습니다.');
  });

  it('a member editing a pinned post of theirs leaves the pin as it is', async () => {
    const postId = await writePost(app, cast.member, { boardId: 2 });
    await writePost(app, cast.admin, { postId, postTitle: '관리자 고정', isPin: true });
    await writePost(app, cast.member, { postId, postTitle: '작성자 수정', isPin: false });
    const view = (await api.view(cast.member, postId)).json().data.post;
    expect(view).toMatchObject({ postTitle: '작성자 수정', isPin: true });
  });
});

describe('editing and deleting a member’s post', () => {
  it.each<[Role, number]>([
    ['visitor', 401],
    ['member', 200],
    ['other', 403],
    ['staff', 403],
    ['admin', 200],
  ])('%s editing → %i, and canEdit says so', async (role, status) => {
    const postId = await writePost(app, cast.member, { boardId: 2, postTitle: '원래 제목' });
    const response = await api.save(cast[role], {
      postId,
      boardId: 2,
      postTitle: '바꾼 제목',
      postContent: '<p>바꾼 내용</p>',
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe('작성자 또는 관리자만 수정·삭제할 수 있습니다.');
    const post = (await api.view(cast[role], postId)).json().data.post;
    expect(post.canEdit).toBe(status === 200);
    expect(post.postTitle).toBe(status === 200 ? '바꾼 제목' : '원래 제목');
  });

  it('an edit keeps the stored board even when another is sent', async () => {
    const postId = await writePost(app, cast.member, { boardId: 2 });
    await writePost(app, cast.member, { postId, boardId: 3, postTitle: '옮기기' });
    expect((await api.view(cast.member, postId)).json().data.post.boardId).toBe(2);
  });

  it.each<[Role, number]>([
    ['visitor', 401],
    ['other', 403],
    ['staff', 403],
    ['member', 200],
    ['admin', 200],
  ])('%s deleting → %i', async (role, status) => {
    const postId = await writePost(app, cast.member, { boardId: 2 });
    const response = await api.remove(cast[role], postId);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json()).toEqual({ code: '200', message: 'OK', data: null });
    expect((await api.view(cast.admin, postId)).statusCode).toBe(status === 200 ? 404 : 200);
  });

  it('answers 404 for a post that does not exist', async () => {
    expect((await api.remove(cast.admin, 99_999_999)).statusCode).toBe(404);
    expect((await api.view(cast.admin, 99_999_999)).json()).toMatchObject({
      code: '404',
      message: '게시글을 찾을 수 없습니다.',
    });
  });
});

describe('commenting', () => {
  let publicId: number;
  let secretId: number;
  beforeAll(async () => {
    publicId = await writePost(app, cast.member, { boardId: 2 });
    secretId = await writePost(app, cast.member, { boardId: 3, isSecret: true });
  });

  it.each<[Role, number, number]>([
    ['visitor', 401, 401],
    ['restricted', 403, 403],
    ['member', 200, 200],
    ['other', 200, 403],
    ['staff', 200, 200],
    ['admin', 200, 200],
  ])('%s commenting on a public post → %i, on a secret post of another → %i', async (role, open, secret) => {
    const onPublic = await api.comment(cast[role], publicId, '댓글입니다');
    expect(onPublic.statusCode).toBe(open);
    if (open === 401) expect(onPublic.json().message).toBe('로그인 후 이용 가능합니다.');
    const onSecret = await api.comment(cast[role], secretId, '비밀글 댓글');
    expect(onSecret.statusCode).toBe(secret);
    if (role === 'other') expect(onSecret.json().code).toBe('032');
  });

  it.each<[Role, number]>([
    ['visitor', 401],
    ['other', 403],
    ['staff', 403],
    ['member', 200],
    ['admin', 200],
  ])('%s deleting a member’s comment → %i', async (role, status) => {
    const created = (await api.comment(cast.member, publicId, '지울 댓글')).json().data;
    const response = await api.removeComment(cast[role], created.commentId);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().message).toBe('OK');
  });
});

describe('my posts', () => {
  it('answers only the caller’s own idx: 401 for visitors, 403 for another idx', async () => {
    const idx = cast.member?.idx ?? 0;
    expect((await api.list(null, { memberIdx: idx })).statusCode).toBe(401);
    expect((await api.list(cast.other, { memberIdx: idx })).statusCode).toBe(403);
    expect((await api.list(cast.admin, { memberIdx: idx })).statusCode).toBe(403);
    const mine = (await api.list(cast.member, { memberIdx: idx })).json().data;
    expect(mine.postList.length).toBeGreaterThan(0);
    expect(mine.postList.every((post: { postAuthorId: number }) => post.postAuthorId === idx)).toBe(true);
  });
});
