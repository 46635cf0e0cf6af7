import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Cast, calls, createCast, writePost } from './community-test-kit';

/** GET /new_api/post/list: order, numbering, pages, search and secret posts. */

let app: TestApp;
let cast: Cast;
let api: ReturnType<typeof calls>;

type Row = { postId: number; postTitle: string; seq: number | null; isPin: boolean; canRead: boolean };
const listOf = async (who: Cast[keyof Cast], query: Record<string, string | number>) => {
  const response = await api.list(who, query);
  expect(response.statusCode).toBe(200);
  return response.json().data as { postList: Row[]; pageInfo: Record<string, unknown> };
};
const titles = (rows: Row[]) => rows.map((row) => row.postTitle);

beforeAll(async () => {
  app = await createTestApp();
  cast = await createCast(app);
  api = calls(app);
});
afterAll(() => app.dispose());

describe('a board of 14 posts and 2 pinned ones', () => {
  beforeAll(async () => {
    for (let n = 1; n <= 14; n += 1) await writePost(app, cast.member, { boardId: 2, postTitle: `글 ${n}` });
    await writePost(app, cast.admin, { boardId: 2, postTitle: '고정 1', isPin: true });
    await writePost(app, cast.admin, { boardId: 2, postTitle: '고정 2', isPin: true });
  });

  it('page 1: pinned first with seq null, then the newest, numbered down from the total', async () => {
    const { postList, pageInfo } = await listOf(null, { boardId: 2 });
    expect(postList).toHaveLength(12);
    expect(postList.slice(0, 2).map((row) => [row.postTitle, row.seq, row.isPin])).toEqual([
      ['고정 2', null, true],
      ['고정 1', null, true],
    ]);
    expect(titles(postList.slice(2))).toEqual([
      '글 14',
      '글 13',
      '글 12',
      '글 11',
      '글 10',
      '글 9',
      '글 8',
      '글 7',
      '글 6',
      '글 5',
    ]);
    expect(postList.slice(2).map((row) => row.seq)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    expect(pageInfo).toEqual({ page: 1, start: 1, end: 2, prev: false, next: false, total: 16, size: 12 });
  });

  it('page 2: the rest down to seq 1, and no pinned post again', async () => {
    const { postList, pageInfo } = await listOf(null, { boardId: 2, page: 2 });
    expect(titles(postList)).toEqual(['글 4', '글 3', '글 2', '글 1']);
    expect(postList.map((row) => row.seq)).toEqual([4, 3, 2, 1]);
    expect(pageInfo).toMatchObject({ page: 2, total: 16 });
    expect((await listOf(null, { boardId: 2, page: 3 })).postList).toEqual([]);
  });

  it('answers comment counts without deleted comments and the board title', async () => {
    const [first] = (await listOf(null, { boardId: 2, page: 2 })).postList;
    const postId = first?.postId ?? 0;
    await api.comment(cast.other, postId, '하나');
    const second = (await api.comment(cast.other, postId, '둘')).json().data;
    await api.removeComment(cast.other, second.commentId);
    const row = (await api.list(null, { boardId: 2, page: 2 })).json().data.postList[0];
    expect(row).toMatchObject({ postId, commentCount: 1, boardTitle: '자유게시판', postHit: 0 });
  });
});

describe('search and secret posts', () => {
  let authorName: string;
  let author: { idx: number; cookie: string; name: string };
  beforeAll(async () => {
    const created = await createMember(app.db, { name: '검색작가' });
    author = { idx: created.idx, cookie: (await logInAs(app, created)).cookie, name: created.name };
    authorName = created.name;
    await writePost(app, author, {
      boardId: 3,
      postTitle: '사과 재배 질문',
      postContent: '<p>포도 <a href="https://example.com/banana">링크</a> <strong>수박</strong>밭</p>',
    });
    await writePost(app, cast.other, { boardId: 3, postTitle: '포도 이야기', postContent: '<p>참외</p>' });
    await writePost(app, author, {
      boardId: 3,
      postTitle: '비밀 사과 문의',
      postContent: '<p>비밀 키위 내용</p>',
      isSecret: true,
    });
  });

  it.each([
    ['title', '사과', ['사과 재배 질문']],
    ['content', '포도', ['사과 재배 질문']],
    ['content', '수박밭', ['사과 재배 질문']],
    ['content', 'banana', []],
    ['content', 'strong', []],
    ['titleContent', '포도', ['포도 이야기', '사과 재배 질문']],
    ['author', '검색작', ['비밀글입니다.', '사과 재배 질문']],
  ])('%s "%s" finds %j for another member', async (searchType, searchText, expected) => {
    const { postList, pageInfo } = await listOf(cast.other, { boardId: 3, searchType, searchText });
    expect(titles(postList)).toEqual(expected);
    expect(pageInfo.total).toBe(expected.length);
  });

  it('never finds a secret post by its title or content for those who cannot read it', async () => {
    for (const who of [null, cast.other, cast.restricted]) {
      for (const [searchType, searchText] of [
        ['title', '비밀 사과'],
        ['content', '키위'],
        ['titleContent', '키위'],
      ]) {
        const { postList } = await listOf(who, {
          boardId: 3,
          searchType: searchType ?? '',
          searchText: searchText ?? '',
        });
        expect(postList).toEqual([]);
      }
    }
  });

  it('finds it for its author, staff and administrators', async () => {
    for (const who of [author, cast.staff, cast.admin]) {
      const { postList } = await listOf(who, { boardId: 3, searchType: 'content', searchText: '키위' });
      expect(postList.map((row) => [row.postTitle, row.canRead])).toEqual([['비밀 사과 문의', true]]);
    }
    expect(authorName).toBe('검색작가');
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await listOf(cast.staff, { boardId: 3, searchType: 'title', searchText: '%' })).postList).toEqual(
      [],
    );
  });

  it('my posts: the caller’s own, secret ones readable', async () => {
    const { postList } = await listOf(author, { memberIdx: author.idx });
    expect(titles(postList)).toEqual(['비밀 사과 문의', '사과 재배 질문']);
    expect(postList.every((row) => row.canRead)).toBe(true);
  });
});

describe('a secret webzine post', () => {
  it('leaks neither its title, content nor thumbnail to those who cannot read it', async () => {
    const thumbnail = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const response = await api.save(
      cast.admin,
      {
        boardId: 4,
        postTitle: '숨은 웹진',
        postContent: '<p>숨은 본문</p>',
        isSecret: true,
        postImageCommand: 'UPDATE',
      },
      { data: thumbnail },
    );
    expect(response.statusCode).toBe(200);
    const postId = response.json().data.postId as number;
    for (const who of [null, cast.member]) {
      const body = (await api.list(who, { boardId: 4 })).body;
      expect(body).not.toContain('숨은');
      expect(body).not.toContain('/uploads/');
      const row = JSON.parse(body).data.postList.find((post: Row) => post.postId === postId);
      expect(row).toMatchObject({ postTitle: '비밀글입니다.', postThumbnail: null, canRead: false });
    }
    const staffRow = (await listOf(cast.staff, { boardId: 4 })).postList.find(
      (post) => post.postId === postId,
    );
    expect(staffRow).toMatchObject({ postTitle: '숨은 웹진', canRead: true });
    expect((staffRow as unknown as { postThumbnail: string }).postThumbnail).toMatch(
      /^\/uploads\/posts\/thumbnails\//,
    );
  });
});

describe('what visitors are shown', () => {
  it('is the same page for every visitor, yet a write shows at once', async () => {
    const before = await listOf(null, { boardId: 3 });
    const postId = await writePost(app, cast.member, { boardId: 3, postTitle: '방금 쓴 질문' });
    const after = await listOf(null, { boardId: 3 });
    expect(after.pageInfo.total).toBe(Number(before.pageInfo.total) + 1);
    expect(after.postList[0]?.postTitle).toBe('방금 쓴 질문');
    await api.comment(cast.other, postId, '답변');
    expect((await api.list(null, { boardId: 3 })).json().data.postList[0].commentCount).toBe(1);
    await api.remove(cast.member, postId);
    expect(titles((await listOf(null, { boardId: 3 })).postList)).not.toContain('방금 쓴 질문');
  });
});

describe('the Hana Bible library (board 5)', () => {
  it('lists on its own page, never in the community’s every-board list or search', async () => {
    const postId = await writePost(app, cast.admin, {
      boardId: 5,
      postTitle: '하나바이블 교재 3과 보충 자료',
    });
    const library = await listOf(null, { boardId: 5 });
    expect(library.postList.map((row) => row.postId)).toContain(postId);
    expect(library.postList[0]).toMatchObject({ postId, boardTitle: '하나바이블 자료실' });

    expect(titles((await listOf(null, { boardId: 0 })).postList)).not.toContain(
      '하나바이블 교재 3과 보충 자료',
    );
    const searched = await listOf(null, { searchType: 'title', searchText: '보충 자료' });
    expect(titles(searched.postList)).not.toContain('하나바이블 교재 3과 보충 자료');
    expect((await api.view(null, postId)).json().data.post).toMatchObject({ boardId: 5 });
  });

  it('refuses a board beyond the library', async () => {
    expect((await api.list(null, { boardId: 6 })).statusCode).toBe(400);
  });
});
