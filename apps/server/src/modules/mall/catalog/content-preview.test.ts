import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imagePreview, previewWidth } from './content-preview';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

function upload(purpose: string, file: { data: Buffer; filename: string }) {
  const body = multipart([
    { name: 'file', value: file.data, filename: file.filename, contentType: 'application/octet-stream' },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/admin/mall/uploads?purpose=${purpose}`,
    headers: { cookie: admin, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A flat picture of this size, with an alpha channel (a PNG with transparency). */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 90, b: 160, alpha: 1 } } })
    .png()
    .toBuffer();

/** The mean of every channel's difference between two pictures of the same size. */
async function meanDifference(a: Buffer, b: Buffer) {
  const [one, two] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let index = 0; index < (one?.length ?? 0); index += 1)
    sum += Math.abs((one?.[index] ?? 0) - (two?.[index] ?? 0));
  return sum / (one?.length ?? 1);
}

describe('the preview of an image content', () => {
  it('is a 480 px wide watermarked JPEG, stored publicly when the content’s picture is uploaded', async () => {
    const original = await picture(2000, 1500);
    const uploaded = await upload('content', { data: original, filename: '성탄 포스터.png' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { path, previewPath } = uploaded.json().contents;
    expect(path).toMatch(/^mall\/contents\//);
    expect(previewPath).toMatch(/^\/uploads\/mall\/previews\/.+\.jpg$/);

    const served = await app.inject({ method: 'GET', url: previewPath });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: previewWidth, height: 360 });
    // Watermarked: not the same as the picture merely scaled down.
    const plain = await sharp(original).resize({ width: previewWidth }).flatten().jpeg().toBuffer();
    expect(await meanDifference(served.rawPayload, plain)).toBeGreaterThan(3);
  });

  it('never enlarges a small picture, and a file that is no picture gets no preview', async () => {
    const small = await imagePreview(await picture(200, 100));
    expect(await sharp(small as Buffer).metadata()).toMatchObject({ width: 200, height: 100 });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const uploaded = await upload('content', { data: pdf, filename: '설교.pdf' });
    expect(uploaded.json().contents.previewPath).toBeNull();
    const thumbnail = await upload('thumbnail', { data: await picture(64, 64), filename: 'a.png' });
    expect(thumbnail.json().contents.previewPath).toBeNull();
  });
});
