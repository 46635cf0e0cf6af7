import { communityLimits, hanaBibleBoardId } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Attachment, type Cast, calls, createCast, writePost } from './community-test-kit';

let app: TestApp;
let cast: Cast;
let call: ReturnType<typeof calls>;

beforeAll(async () => {
  app = await createTestApp();
  cast = await createCast(app);
  call = calls(app);
});
afterAll(() => app.dispose());

const pdf = (text = '수업 자료'): Attachment => ({
  data: Buffer.from(`%PDF-1.7\n${text}\n%%EOF`),
  filename: '여름성경학교 교안.pdf',
});
// The older 한글 format is an OLE compound file.
const hwp: Attachment = {
  data: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]),
  filename: '공과 1과.hwp',
};
const program: Attachment = { data: Buffer.from('MZ\x90\x00program'), filename: '교안.pdf' };

const detail = async (who: Parameters<typeof call.view>[0], postId: number) =>
  (await call.view(who, postId)).json().data.post;

describe('files attached to posts', () => {
  it('lists a post’s files with their size, and hands them out under their names, counting each download', async () => {
    const postId = await writePost(app, cast.member, { boardId: 2 }, [pdf(), hwp]);
    const post = await detail(cast.other, postId);
    expect(post.attachments).toEqual([
      expect.objectContaining({
        fileName: '여름성경학교 교안.pdf',
        bytes: pdf().data.length,
        downloadCount: 0,
      }),
      expect.objectContaining({ fileName: '공과 1과.hwp', downloadCount: 0 }),
    ]);
    expect(post.attachmentAccess).toBe('readers');
    const listed = (await call.list(cast.visitor, { boardId: 2 })).json().data.postList;
    expect(listed.find((row: { postId: number }) => row.postId === postId).attachmentCount).toBe(2);

    const first = post.attachments[0].attachmentId;
    const downloaded = await call.download(cast.visitor, first);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(pdf().data)).toBe(true);
    expect(downloaded.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('여름성경학교 교안.pdf')}`,
    );
    await call.download(cast.other, first);
    expect((await detail(cast.other, postId)).attachments[0].downloadCount).toBe(2);
  });

  it('refuses a file whose bytes are not what its name says, a sixth file, and one over 50 MB, storing nothing', async () => {
    const refused = await call.save(
      cast.member,
      { boardId: 2, postTitle: '실행 파일', postContent: '<p>x</p>' },
      undefined,
      [program],
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      '교안.pdf: 올릴 수 없는 파일 형식입니다. 한글, PDF, 오피스 문서, 이미지, ZIP 파일만 올릴 수 있습니다.',
    );
    const renamed = await call.save(
      cast.member,
      { boardId: 2, postTitle: '이름만 바꾼 파일', postContent: '<p>x</p>' },
      undefined,
      [{ data: pdf().data, filename: '교안.hwp' }],
    );
    expect(renamed.statusCode).toBe(400);

    const six = Array.from({ length: 6 }, (_, i) => ({ ...pdf(), filename: `자료${i + 1}.pdf` }));
    const tooMany = await call.save(
      cast.member,
      { boardId: 2, postTitle: '여섯 개', postContent: '<p>x</p>' },
      undefined,
      six,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('첨부파일은 5개까지 올릴 수 있습니다.');

    const huge = {
      data: Buffer.alloc(communityLimits.attachmentMaxBytes + 1, 0x20),
      filename: '큰 파일.pdf',
    };
    huge.data.write('%PDF-1.7\n');
    const tooLarge = await call.save(
      cast.member,
      { boardId: 2, postTitle: '큰 파일', postContent: '<p>x</p>' },
      undefined,
      [huge],
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('큰 파일.pdf: 첨부파일은 하나에 50MB까지 올릴 수 있습니다.');

    const titles = (await call.list(cast.member, { boardId: 2 }))
      .json()
      .data.postList.map((row: { postTitle: string }) => row.postTitle);
    expect(titles).not.toEqual(
      expect.arrayContaining(['실행 파일', '이름만 바꾼 파일', '여섯 개', '큰 파일']),
    );
  });

  it('gives a secret post’s files only to those who may read it', async () => {
    const postId = await writePost(app, cast.member, { boardId: 3, isSecret: true }, [pdf('비밀 문의')]);
    const attachmentId = (await detail(cast.member, postId)).attachments[0].attachmentId;
    expect((await call.download(cast.other, attachmentId)).json()).toMatchObject({ code: '032' });
    expect((await call.download(cast.visitor, attachmentId)).statusCode).toBe(403);
    expect((await call.download(cast.member, attachmentId)).statusCode).toBe(200);
    expect((await call.download(cast.staff, attachmentId)).statusCode).toBe(200);
  });

  it('keeps the library’s files for members until an administrator opens them to everyone', async () => {
    const postId = await writePost(app, cast.admin, { boardId: hanaBibleBoardId }, [pdf('1과 교안')]);
    const post = await detail(cast.visitor, postId);
    expect(post.attachmentAccess).toBe('members');
    const attachmentId = post.attachments[0].attachmentId;
    const visitor = await call.download(cast.visitor, attachmentId);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('로그인한 회원만 첨부파일을 내려받을 수 있습니다.');
    expect((await call.download(cast.member, attachmentId)).statusCode).toBe(200);

    const setting = (who: typeof cast.admin, attachmentAccess: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/boards/${hanaBibleBoardId}`,
        payload: { attachmentAccess },
        headers: who ? { cookie: who.cookie } : {},
      });
    expect((await setting(cast.member, 'readers')).statusCode).toBe(403);
    expect((await call.download(cast.visitor, attachmentId)).statusCode).toBe(401);
    expect((await setting(cast.admin, 'readers')).statusCode).toBe(200);
    expect((await call.download(cast.visitor, attachmentId)).statusCode).toBe(200);
    await setting(cast.admin, 'members');
  });

  it('never serves a file at a public address, and removes the files an edit drops or a deletion takes', async () => {
    const postId = await writePost(app, cast.member, { boardId: 2 }, [pdf(), hwp]);
    const [kept, dropped] = (await detail(cast.member, postId)).attachments;
    const storage = app.services.storage;
    const keyOf = async (attachmentId: number) => {
      const { postAttachments } = await import('./community.tables');
      const { eq } = await import('drizzle-orm');
      const [row] = await app.db
        .select({ key: postAttachments.fileKey })
        .from(postAttachments)
        .where(eq(postAttachments.attachmentId, attachmentId));
      return row?.key ?? '';
    };
    const keptKey = await keyOf(kept.attachmentId);
    const droppedKey = await keyOf(dropped.attachmentId);
    expect(keptKey).not.toContain('교안');
    expect((await app.inject({ method: 'GET', url: `/uploads/${keptKey}` })).statusCode).toBe(404);

    // An edit that would keep two and add four is refused: five at most, counting the kept ones.
    const four = Array.from({ length: 4 }, (_, i) => ({ ...pdf(), filename: `추가${i + 1}.pdf` }));
    const over = await call.save(
      cast.member,
      { postId, postTitle: '제목', postContent: '<p>내용</p>' },
      undefined,
      four,
    );
    expect(over.json().message).toBe('첨부파일은 5개까지 올릴 수 있습니다.');

    const edited = await call.save(cast.member, {
      postId,
      postTitle: '제목',
      postContent: '<p>내용</p>',
      removeAttachmentIds: [dropped.attachmentId],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      (await detail(cast.member, postId)).attachments.map((file: { fileName: string }) => file.fileName),
    ).toEqual(['여름성경학교 교안.pdf']);
    expect(await storage.openPrivate(droppedKey)).toBeNull();

    // Another member cannot remove this post's files through their own post.
    const theirs = await writePost(app, cast.other, { boardId: 2 });
    await call.save(cast.other, {
      postId: theirs,
      postTitle: '제목',
      postContent: '<p>내용</p>',
      removeAttachmentIds: [kept.attachmentId],
    });
    expect((await detail(cast.member, postId)).attachments).toHaveLength(1);

    expect((await call.remove(cast.member, postId)).statusCode).toBe(200);
    expect(await storage.openPrivate(keptKey)).toBeNull();
    expect((await call.download(cast.member, kept.attachmentId)).statusCode).toBe(404);
  });
});
