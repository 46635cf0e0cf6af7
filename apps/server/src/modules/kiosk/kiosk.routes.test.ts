import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { kioskContents } from './kiosk.tables';

let app: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
  ({ cookie: memberCookie } = await logInAs(app, await createMember(app.db)));
  await app.db.insert(kioskContents).values([
    { device: 'kiosk', title: '교사 컨퍼런스', description: '바코드를 화면 아래 스캐너에 대 주세요' },
    { device: 'tablet', title: '환영합니다', description: '접수 후 배정된 강의실로 이동해 주세요' },
  ]);
});
afterAll(() => app.dispose());

/** The smallest valid PNG: a 1×1 transparent pixel. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = '----kiosk-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      'value' in part ? Buffer.from(part.value) : part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const save = (parts: Part[], cookie: string | null = adminCookie) => {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'PUT',
    url: '/api/kiosk',
    headers: { 'content-type': contentType, ...(cookie && { cookie }) },
    payload,
  });
};
const read = async () => (await app.inject({ method: 'GET', url: '/api/kiosk' })).json().contents;
const kioskUpdates = async () =>
  (await app.auditEntries()).filter((entry) => entry.action === 'kiosk.update');

describe('GET /api/kiosk', () => {
  it('answers the seeded texts to anyone, devices included', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/kiosk' });
    expect(response.statusCode).toBe(200);
    expect(response.json().contents).toEqual({
      kioskTitle: '교사 컨퍼런스',
      kioskDescription: '바코드를 화면 아래 스캐너에 대 주세요',
      kioskImage: null,
      tabletTitle: '환영합니다',
      tabletDescription: '접수 후 배정된 강의실로 이동해 주세요',
      tabletImage: null,
    });
  });
});

describe('PUT /api/kiosk', () => {
  it('refuses a text file renamed .png and changes nothing', async () => {
    const before = await read();
    const response = await save([
      { name: 'kioskTitle', value: '바뀐 제목' },
      { name: 'kioskImage', filename: 'photo.png', data: Buffer.from('just some text, not an image') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe('파일은 이미지 파일만 선택할 수 있습니다.');
    expect(await read()).toEqual(before);
    expect(await kioskUpdates()).toHaveLength(0);
  });

  it.each([
    [
      'kioskTitle',
      '가나다라마바사아자차카타파하',
      '키오스크 제목은 13자 이내의 한글, 영문, 숫자로 입력해주세요.',
    ],
    ['tabletTitle', '환영합니다!', '태블릿 제목은 13자 이내의 한글, 영문, 숫자로 입력해주세요.'],
    ['kioskDescription', '가'.repeat(40), '키오스크 설명은 39자 이내의 한글, 영문, 숫자로 입력해주세요.'],
  ])('refuses %s "%s" and changes nothing', async (name, value, message) => {
    const before = await read();
    const response = await save([{ name, value }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe(message);
    expect(await read()).toEqual(before);
  });

  it('saves texts and a PNG, serves the image, removes the replaced one and logs the change', async () => {
    const first = await save([
      { name: 'kioskTitle', value: 'Kiosk 2027' },
      { name: 'kioskDescription', value: '바코드를 스캐너에 대 주세요' },
      { name: 'kioskImage', filename: 'kiosk.png', data: png },
      { name: 'tabletTitle', value: '환영합니다' },
      { name: 'tabletDescription', value: '접수 후 배정된 강의실로 이동해 주세요' },
      { name: 'tabletImage', filename: '', data: Buffer.alloc(0) },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().err_msg).toBe('정보 변경에 성공했습니다.');
    const saved = await read();
    expect(saved).toMatchObject({
      kioskTitle: 'Kiosk 2027',
      kioskDescription: '바코드를 스캐너에 대 주세요',
    });
    expect(saved.kioskImage).toMatch(/^\/uploads\/kiosk\/.+\.png$/);
    expect(saved.tabletImage).toBeNull();
    const served = await app.inject({ method: 'GET', url: saved.kioskImage });
    expect(served.statusCode).toBe(200);
    // Stored re-encoded: the same picture, not the same bytes.
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1, 1]);

    const [entry] = await kioskUpdates();
    expect(entry?.details).toMatchObject({
      changes: {
        'kiosk.title': { before: '교사 컨퍼런스', after: 'Kiosk 2027' },
        'kiosk.image': { before: null, after: saved.kioskImage },
      },
    });
    expect(Object.keys((entry?.details as { changes: object } | undefined)?.changes ?? {})).not.toContain(
      'tablet.title',
    );

    const second = await save([{ name: 'kioskImage', filename: 'new.png', data: png }]);
    expect(second.statusCode).toBe(200);
    const replaced = await read();
    expect(replaced.kioskImage).not.toBe(saved.kioskImage);
    expect(replaced.kioskTitle).toBe('Kiosk 2027');
    const uploads = app.services.config.uploadsDir;
    expect(existsSync(join(uploads, saved.kioskImage.replace('/uploads/', '')))).toBe(false);
    expect(existsSync(join(uploads, replaced.kioskImage.replace('/uploads/', '')))).toBe(true);
  });

  it('is refused to members (403) and visitors (401), and to a body that is not a form', async () => {
    const before = await read();
    expect((await save([{ name: 'kioskTitle', value: '권한없음' }], memberCookie)).statusCode).toBe(403);
    expect((await save([{ name: 'kioskTitle', value: '권한없음' }], null)).statusCode).toBe(401);
    const json = await app.inject({
      method: 'PUT',
      url: '/api/kiosk',
      headers: { cookie: adminCookie },
      payload: { kioskTitle: '제이슨' },
    });
    expect(json.statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });
});

describe('kiosk images', () => {
  it('are re-encoded (no EXIF, nothing after the image data) and a fake image changes nothing', async () => {
    const located = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#36c' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Hong Gildong' } })
      .toBuffer();
    const tail = Buffer.from('<script>alert(1)</script>');
    const saved = await save([
      { name: 'kioskImage', filename: 'k.jpg', data: Buffer.concat([located, tail]) },
    ]);
    expect(saved.statusCode).toBe(200);
    const path = (await read()).kioskImage as string;
    const bytes = (await app.inject({ method: 'GET', url: path })).rawPayload;
    expect(bytes.includes(tail)).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    const before = await read();
    const fake = Buffer.concat([png.subarray(0, 8), tail]);
    const refused = await save([{ name: 'tabletImage', filename: 't.png', data: fake }]);
    expect(refused.statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });
});
