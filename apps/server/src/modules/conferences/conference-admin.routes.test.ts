import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registrations } from '../registrations/registrations.tables';
import { conferenceDetails } from './conferences.tables';

let app: TestApp;
let memberCookie: string;
let adminCookie: string;
let memberIdx: number;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.db;
  const member = await createMember(db);
  memberIdx = member.idx;
  ({ cookie: memberCookie } = await logInAs(app, member));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(db, { level: 10, name: '관리자' })));
});
afterAll(() => app.dispose());

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Department = { idx?: number; dept: string; price: number; limit_personnel: number };
type Session = { number: number; local: string; place: string; schedule: string; details: Department[] };
/** A save payload as the page sends it. */
type Form = { [field: string]: unknown; conferenceDetailList: Session[] };

/** The item at `index`, failing the test when there is none. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

const newConference = (overrides: Record<string, unknown> = {}): Form => ({
  title: '2027 여름 교사 컨퍼런스',
  contents:
    '<h2>여름 준비</h2><p>교사 컨퍼런스<script>alert(1)</script></p><img src="/uploads/a.png" onerror="alert(1)">',
  rsdatetime: '2026-01-01T09:00',
  redatetime: '2099-12-31T18:00',
  isAddress: 'N',
  isView: 'Y',
  thumbnailEnc: `data:image/png;base64,${png.toString('base64')}`,
  thumbnailName: 'thumb.png',
  command: 'update',
  parkingNote: '주차 4시간 3,000원',
  conferenceDetailList: [
    {
      number: 1,
      local: '서울',
      place: '온누리교회',
      schedule: '2027년 7월 3일(토) 10:00 ~ 17:00',
      details: [
        { dept: '유치부', price: 30_000, limit_personnel: 100 },
        { dept: '유년부', price: 35_000, limit_personnel: 0 },
      ],
    },
    {
      number: 2,
      local: '부산',
      place: '수영로교회',
      schedule: '2027년 7월 10일(토) 10:00 ~ 17:00',
      details: [{ dept: '초등부', price: 25_000, limit_personnel: 50 }],
    },
  ],
  ...overrides,
});

const as = (cookie: string | null) => (cookie ? { cookie } : {});
const create = (payload: unknown, cookie: string | null = adminCookie) =>
  app.inject({ method: 'POST', url: '/api/conference', headers: as(cookie), payload: payload as object });
const update = (idx: number, payload: unknown, cookie: string | null = adminCookie) =>
  app.inject({
    method: 'PUT',
    url: `/api/conference/${idx}`,
    headers: as(cookie),
    payload: payload as object,
  });
const readAdmin = async (idx: number) =>
  (await app.inject({ method: 'GET', url: `/api/admin/conference/${idx}`, headers: as(adminCookie) })).json()
    .contents;
const readPublic = (idx: number) => app.inject({ method: 'GET', url: `/api/conference/${idx}` });

/** The admin form's answer turned back into a save payload, the way the page sends it. */
function formOf(conference: {
  conferenceDetailList: (Omit<Session, 'details'> & {
    details: (Department & { registered_personnel: number; rsdatetime: string; redatetime: string })[];
  })[];
  [key: string]: unknown;
}): Form {
  const { idx: _idx, thumbnail: _thumbnail, created_date: _c, updated_date: _u, ...fields } = conference;
  return {
    ...fields,
    conferenceDetailList: conference.conferenceDetailList.map((session) => ({
      ...session,
      details: session.details.map(
        ({ registered_personnel: _r, rsdatetime: _rs, redatetime: _re, ...department }) => department,
      ),
    })),
  };
}

const multipartImage = (data: Buffer, filename: string) => {
  const boundary = '----edu-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const auditRows = async (search: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?search=${encodeURIComponent(search)}`,
      headers: as(adminCookie),
    })
  ).json().contents.list as { action: string; target: string; summary: string }[];

describe('conference administration', () => {
  it('is refused to members (403) and visitors (401), who change nothing', async () => {
    expect((await create(newConference(), memberCookie)).statusCode).toBe(403);
    expect((await create(newConference(), null)).statusCode).toBe(401);
    expect((await update(1, newConference(), memberCookie)).statusCode).toBe(403);
    for (const url of [
      '/api/admin/conferences',
      '/api/admin/conference/1',
      '/api/conference/detail/list/1',
    ]) {
      expect((await app.inject({ method: 'GET', url, headers: as(memberCookie) })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const image = multipartImage(png, 'a.png');
    const upload = await app.inject({
      method: 'POST',
      url: '/api/conference/content-image',
      headers: { ...image.headers, cookie: memberCookie },
      payload: image.payload,
    });
    expect(upload.statusCode).toBe(403);
    const list = await app.inject({ method: 'GET', url: '/api/admin/conferences', headers: as(adminCookie) });
    expect(list.json().contents).toEqual([]);
  });

  it('creates a conference with two sessions that visitors then read, its contents sanitised', async () => {
    const created = await create(newConference({ deposit_days: 3 }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ err_code: 0, err_msg: '컨퍼런스가 등록되었습니다.' });
    const idx = created.json().contents as number;
    expect((await readAdmin(idx)).deposit_days).toBe(3);

    const answer = await readPublic(idx);
    expect(answer.statusCode).toBe(200);
    const conference = answer.json().contents;
    expect(conference).toMatchObject({
      title: '2027 여름 교사 컨퍼런스',
      cancel_day: 0,
      parkingNote: '주차 4시간 3,000원',
    });
    expect(conference.contents).toBe('<h2>여름 준비</h2><p>교사 컨퍼런스</p><img src="/uploads/a.png" />');
    expect(conference.thumbnail).toMatch(/^\/uploads\/conferences\/thumbnails\/.+\.png$/);
    expect(
      existsSync(join(app.services.config.uploadsDir, conference.thumbnail.slice('/uploads/'.length))),
    ).toBe(true);
    expect(
      conference.conferenceDetailList.map((row: Record<string, unknown>) => [
        row.number,
        row.local,
        row.dept,
        row.limit_personnel,
      ]),
    ).toEqual([
      [1, '서울', '유치부', 100],
      [1, '서울', '유년부', 0],
      [2, '부산', '초등부', 50],
    ]);

    const rows = await app.inject({
      method: 'GET',
      url: `/api/conference/detail/list/${idx}`,
      headers: as(adminCookie),
    });
    expect(rows.json().contents).toHaveLength(3);
    const list = (
      await app.inject({ method: 'GET', url: '/api/admin/conferences', headers: as(adminCookie) })
    ).json().contents;
    expect(list[0]).toMatchObject({
      idx,
      sessionCount: 2,
      departmentCount: 3,
      limit_personnel: 150,
      hasUnlimited: true,
    });
    expect(await auditRows(`conference:${idx}`)).toEqual([
      expect.objectContaining({
        action: 'conference.create',
        summary: '컨퍼런스 "2027 여름 교사 컨퍼런스" 생성',
      }),
    ]);
  });

  it('refuses a payload with a missing field, and one without sessions or departments, writing nothing', async () => {
    const before = (
      await app.inject({ method: 'GET', url: '/api/admin/conferences', headers: as(adminCookie) })
    ).json().contents.length;
    const { title: _title, ...untitled } = newConference();
    const missing = await create(untitled);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().err_msg).toBe('모든 항목을 입력해주세요.');
    const emptyPlace = newConference();
    nth(emptyPlace.conferenceDetailList, 0).place = ' ';
    expect((await create(emptyPlace)).json().err_msg).toBe('모든 항목을 입력해주세요.');
    expect((await create(newConference({ thumbnailEnc: null, command: null }))).json().err_msg).toBe(
      '모든 항목을 입력해주세요.',
    );
    expect((await create(newConference({ contents: '<p><script>x</script></p>' }))).json().err_msg).toBe(
      '모든 항목을 입력해주세요.',
    );
    expect((await create(newConference({ conferenceDetailList: [] }))).json().err_msg).toBe(
      '최소 1개의 회차와 1개의 부서가 필요합니다.',
    );
    const noDepartments = newConference();
    nth(noDepartments.conferenceDetailList, 1).details = [];
    expect((await create(noDepartments)).json().err_msg).toBe('최소 1개의 회차와 1개의 부서가 필요합니다.');
    const after = (
      await app.inject({ method: 'GET', url: '/api/admin/conferences', headers: as(adminCookie) })
    ).json().contents.length;
    expect(after).toBe(before);
  });

  it('refuses a thumbnail that is not one of the five image types by its bytes', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const disguised = await create(newConference({ thumbnailEnc: html, thumbnailName: 'photo.png' }));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().err_msg).toBe('썸네일은 jpg, jpeg, png, gif, webp 이미지만 등록할 수 있습니다.');
    const bmp = Buffer.from([0x42, 0x4d, 0, 0, 0, 0, 0, 0]).toString('base64');
    expect((await create(newConference({ thumbnailEnc: bmp, thumbnailName: 'a.bmp' }))).statusCode).toBe(400);
    expect((await create(newConference({ thumbnailName: 'a.svg' }))).statusCode).toBe(400);
  });

  it('edits: renumbers sessions, keeps department ids, adds and removes rows, deletes the thumbnail', async () => {
    const idx = (await create(newConference())).json().contents as number;
    const before = await readAdmin(idx);
    const oldThumbnail = before.thumbnail as string;
    const form = formOf(before);
    const first = nth(form.conferenceDetailList, 0);
    const second = nth(form.conferenceDetailList, 1);
    const keptIdx = nth(first.details, 0).idx;
    // Session 1 removed entirely (its second department goes with it), session 2 comes first and gains a department.
    const edited = {
      ...form,
      title: '2027 여름 교사 컨퍼런스 (수정)',
      command: 'delete',
      conferenceDetailList: [
        {
          ...second,
          number: 2,
          details: [...second.details, { dept: '청소년부', price: 20_000, limit_personnel: 10 }],
        },
        { ...first, number: 7, details: [nth(first.details, 0)] },
      ],
    };
    const saved = await update(idx, edited);
    expect(saved.json()).toMatchObject({ err_code: 0, err_msg: '컨퍼런스가 수정되었습니다.' });

    const after = await readAdmin(idx);
    expect(after.title).toBe('2027 여름 교사 컨퍼런스 (수정)');
    expect(after.thumbnail).toBeNull();
    expect(after.parkingNote).toBe('주차 4시간 3,000원');
    expect(
      after.conferenceDetailList.map((s: { number: number; local: string }) => [s.number, s.local]),
    ).toEqual([
      [1, '부산'],
      [2, '서울'],
    ]);
    expect(after.conferenceDetailList[0].details.map((d: { dept: string }) => d.dept)).toEqual([
      '초등부',
      '청소년부',
    ]);
    expect(after.conferenceDetailList[1].details).toEqual([
      expect.objectContaining({ idx: keptIdx, dept: '유치부' }),
    ]);
    expect(existsSync(join(app.services.config.uploadsDir, oldThumbnail.slice('/uploads/'.length)))).toBe(
      false,
    );

    // Visitors see the change at once, not after the list's cache expires.
    const publicRows = (await readPublic(idx)).json().contents.conferenceDetailList;
    expect(publicRows.map((row: { number: number; dept: string }) => `${row.number}${row.dept}`)).toEqual([
      '1초등부',
      '1청소년부',
      '2유치부',
    ]);
    expect((await auditRows(`conference:${idx}`)).map((row) => row.action)).toEqual([
      'conference.update',
      'conference.create',
    ]);
  });

  it('refuses a limit below the seats taken and the removal of a department with registrations, changing nothing', async () => {
    const idx = (await create(newConference())).json().contents as number;
    const form = formOf(await readAdmin(idx));
    const session = nth(form.conferenceDetailList, 0);
    const department = nth(session.details, 0);
    await app.db
      .update(conferenceDetails)
      .set({ registeredPersonnel: 5 })
      .where(eq(conferenceDetails.idx, Number(department.idx)));

    department.limit_personnel = 4;
    const tooFew = await update(idx, { ...form, title: '바뀌면 안 되는 제목' });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().err_msg).toContain('등록된 인원보다 적게 설정할 수 없습니다.');

    department.limit_personnel = 100;
    session.details = session.details.slice(1);
    const removing = await update(idx, { ...form, title: '바뀌면 안 되는 제목' });
    expect(removing.statusCode).toBe(409);
    expect(removing.json().err_msg).toContain('신청자가 있는 부서는 삭제할 수 없습니다.');

    const unchanged = await readAdmin(idx);
    expect(unchanged.title).toBe('2027 여름 교사 컨퍼런스');
    expect(unchanged.conferenceDetailList[0].details[0]).toMatchObject({
      limit_personnel: 100,
      registered_personnel: 5,
    });

    // Exactly the seats taken, or unlimited, is allowed.
    const exact = formOf(unchanged);
    nth(nth(exact.conferenceDetailList, 0).details, 0).limit_personnel = 5;
    expect((await update(idx, exact)).statusCode).toBe(200);
  });

  it('refuses to remove a department that cancelled registrations still point at', async () => {
    const idx = (await create(newConference())).json().contents as number;
    const form = formOf(await readAdmin(idx));
    const session = nth(form.conferenceDetailList, 0);
    await app.db.insert(registrations).values({
      oid: `test-${idx}`,
      memberIdx,
      conferenceDetailIdx: Number(nth(session.details, 0).idx),
      name: '홍길동',
      phone: '01012345678',
      church: '테스트교회',
      status: '등록취소',
      totalPrice: 30_000,
      headcount: 1,
    });
    session.details = session.details.slice(1);
    const removing = await update(idx, form);
    expect(removing.statusCode).toBe(409);
    expect(removing.json().err_msg).toBe('신청자가 있는 부서는 삭제할 수 없습니다.');
    expect((await readAdmin(idx)).conferenceDetailList[0].details).toHaveLength(2);
  });

  it('refuses a department idx of another conference', async () => {
    const one = (await create(newConference())).json().contents as number;
    const other = (await create(newConference())).json().contents as number;
    const foreignIdx = (await readAdmin(other)).conferenceDetailList[0].details[0].idx;
    const form = formOf(await readAdmin(one));
    nth(nth(form.conferenceDetailList, 0).details, 0).idx = foreignIdx;
    expect((await update(one, form)).statusCode).toBe(400);
    expect((await update(999_999, form)).statusCode).toBe(404);
  });

  it('uploads a content image for the editor and refuses anything else', async () => {
    const image = multipartImage(png, 'photo.png');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/conference/content-image',
      headers: { ...image.headers, cookie: adminCookie },
      payload: image.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ err_code: 0, err_msg: 'success' });
    const path = uploaded.json().contents as string;
    expect(path).toMatch(/^\/uploads\/conferences\/contents\/.+\.png$/);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);

    const script = multipartImage(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/conference/content-image',
      headers: { ...script.headers, cookie: adminCookie },
      payload: script.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().err_msg).toBe('이미지는 jpg, jpeg, png, gif, webp 파일만 올릴 수 있습니다.');

    const huge = multipartImage(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 'big.png');
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/conference/content-image',
      headers: { ...huge.headers, cookie: adminCookie },
      payload: huge.payload,
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().err_msg).toBe('이미지는 5MB 이하만 올릴 수 있습니다.');
    expect((await auditRows('컨퍼런스 본문 이미지 업로드')).length).toBe(1);
  });
});

describe('administrators’ images, stored as pixels only', () => {
  const upload = async (data: Buffer) => {
    const image = multipartImage(data, 'photo.png');
    return app.inject({
      method: 'POST',
      url: '/api/conference/content-image',
      headers: { ...image.headers, cookie: adminCookie },
      payload: image.payload,
    });
  };
  const stored = async (path: string) => (await app.inject({ method: 'GET', url: path })).rawPayload;

  it('re-encodes: a script after the image data, EXIF with a location and a GIF/JS polyglot do not survive', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const withScript = await upload(Buffer.concat([png, script]));
    expect(withScript.statusCode).toBe(200);
    expect((await stored(withScript.json().contents)).includes(script)).toBe(false);

    const located = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' } })
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const photo = await upload(located);
    expect(photo.statusCode).toBe(200);
    const meta = await sharp(await stored(photo.json().contents)).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 40, undefined]);

    // A GIF whose bytes also run as JavaScript (GIF89a=…;alert(1)//): only the picture is kept.
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('*/=1;alert("polyglot")//')]);
    const kept = await upload(polyglot);
    expect(kept.statusCode).toBe(200);
    expect((await stored(kept.json().contents)).toString('latin1')).not.toContain('alert');
  });

  it('refuses a PNG signature followed by script, and an 8000×8000 picture, storing nothing', async () => {
    const fake = Buffer.concat([png.subarray(0, 8), Buffer.from('<script>alert(1)</script>')]);
    const refused = await upload(fake);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().err_msg).toBe('이미지는 jpg, jpeg, png, gif, webp 파일만 올릴 수 있습니다.');
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(huge)).statusCode).toBe(400);
    // The thumbnail of a conference too.
    const thumbnail = await create(
      newConference({ thumbnailEnc: fake.toString('base64'), thumbnailName: 'x.png' }),
    );
    expect(thumbnail.statusCode).toBe(400);
    expect(thumbnail.json().err_msg).toBe('썸네일은 jpg, jpeg, png, gif, webp 이미지만 등록할 수 있습니다.');
  });
});
