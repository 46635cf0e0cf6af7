import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { type MultipartPart, multipart } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';

export { multipart };

/** Test helpers of the community: people at each level, multipart bodies and the calls. */

export type Person = { idx: number; cookie: string; name: string } | null;
export type Cast = Awaited<ReturnType<typeof createCast>>;

/** A visitor, two members, a restricted member (level 1), staff (level 5) and an administrator. */
export async function createCast(app: TestApp) {
  const db = app.services.database.db;
  const person = async (level: number, name?: string) => {
    const created = await createMember(db, { level, ...(name && { name }) });
    const { cookie } = await logInAs(app, created);
    return { idx: created.idx, cookie, name: created.name };
  };
  return {
    visitor: null as Person,
    member: await person(2),
    other: await person(2),
    restricted: await person(1),
    staff: await person(5),
    admin: await person(10),
  };
}

const headersOf = (who: Person, extra: Record<string, string> = {}) =>
  who ? { cookie: who.cookie, ...extra } : extra;

export type PostJson = {
  postId?: number;
  boardId?: number;
  postTitle?: string;
  postContent?: string;
  isSecret?: boolean;
  isPin?: boolean;
  postImageCommand?: 'UPDATE' | 'DELETE' | null;
  removeAttachmentIds?: number[];
};

/** A file attached to a post in a save. */
export type Attachment = { data: Buffer; filename: string };

/** The calls of the community as `who` (null = visitor). */
export function calls(app: TestApp) {
  return {
    save(
      who: Person,
      json: PostJson,
      thumbnail?: { data: Buffer; filename?: string },
      attachments: Attachment[] = [],
    ) {
      const parts: MultipartPart[] = [{ name: 'json', value: JSON.stringify(json) }];
      if (thumbnail)
        parts.push({
          name: 'thumbnail',
          value: thumbnail.data,
          filename: thumbnail.filename ?? 'thumb.png',
          contentType: 'application/octet-stream',
        });
      for (const file of attachments)
        parts.push({
          name: 'attachments',
          value: file.data,
          filename: file.filename,
          contentType: 'application/octet-stream',
        });
      const body = multipart(parts);
      return app.inject({
        method: 'POST',
        url: '/new_api/post/edit',
        payload: body.payload,
        headers: headersOf(who, { 'content-type': body.contentType }),
      });
    },
    uploadImage(who: Person, data: Buffer, filename = 'image.png') {
      const body = multipart([{ name: 'file', value: data, filename, contentType: 'image/png' }]);
      return app.inject({
        method: 'POST',
        url: '/new_api/post/desc-image/new',
        payload: body.payload,
        headers: headersOf(who, { 'content-type': body.contentType }),
      });
    },
    list(who: Person, query: Record<string, string | number> = {}) {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      );
      return app.inject({ method: 'GET', url: `/new_api/post/list?${search}`, headers: headersOf(who) });
    },
    view(who: Person, postId: number, extra: Record<string, string> = {}) {
      return app.inject({ method: 'GET', url: `/new_api/post/${postId}`, headers: headersOf(who, extra) });
    },
    remove(who: Person, postId: number) {
      return app.inject({ method: 'DELETE', url: `/new_api/post/delete/${postId}`, headers: headersOf(who) });
    },
    comment(who: Person, postId: number, commentContent: string) {
      return app.inject({
        method: 'POST',
        url: '/new_api/comment/new',
        payload: { postId, commentContent },
        headers: headersOf(who),
      });
    },
    download(who: Person, attachmentId: number) {
      return app.inject({
        method: 'GET',
        url: `/new_api/post/attachment/${attachmentId}`,
        headers: headersOf(who),
      });
    },
    removeComment(who: Person, commentId: number) {
      return app.inject({
        method: 'DELETE',
        url: `/new_api/comment/delete/${commentId}`,
        headers: headersOf(who),
      });
    },
  };
}

/** Saves a post as `who` and answers its id (the save must succeed). */
export async function writePost(
  app: TestApp,
  who: Person,
  json: PostJson,
  attachments: Attachment[] = [],
): Promise<number> {
  const response = await calls(app).save(
    who,
    { postTitle: '제목', postContent: '<p>내용</p>', ...json },
    undefined,
    attachments,
  );
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`);
  return response.json().data.postId as number;
}
