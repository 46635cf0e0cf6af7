import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imagePreview, pdfPreview, previewWidth } from './content-preview';
import { pdfRenderBounds, renderPdfFirstPage } from './pdf-first-page';

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
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(60)]);
    const uploaded = await upload('content', { data: zip, filename: '악보 모음.zip' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().contents.previewPath).toBeNull();
    const thumbnail = await upload('thumbnail', { data: await picture(64, 64), filename: 'a.png' });
    expect(thumbnail.json().contents.previewPath).toBeNull();
  });
});

/** Pretendard, the font the site ships, so the generated PDF holds Korean text as a real one does. */
const koreanFont = createRequire(import.meta.url).resolve(
  'pretendard/dist/public/static/alternative/Pretendard-Regular.ttf',
);

/** A PDF made here: pages of the given size (points), the first with `text` in large Korean type. */
function makePdf(text: string, size: [number, number] = [595.28, 841.89]): Promise<Buffer> {
  const document = new PDFDocument({ size, margin: 0 });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document
    .font(koreanFont)
    .fontSize(48)
    .text(text, 40, 60, { width: size[0] - 80 });
  document.addPage({ size, margin: 0 }).font(koreanFont).fontSize(48).text('둘째 쪽', 40, 60);
  document.end();
  return ended;
}

/** The share of a picture's pixels that are dark (text), from 0 to 1. */
async function darkShare(picture: Buffer) {
  const grey = await sharp(picture).greyscale().raw().toBuffer();
  return grey.filter((value) => value < 80).length / grey.length;
}

/** Each PDF is drawn in a thread of its own, started for it: generous on a busy machine. */
const pdfTime = { timeout: 60_000 };

describe('the preview of a PDF content', () => {
  it(
    'is its first page as a 480 px wide watermarked JPEG, stored publicly when the PDF is uploaded',
    pdfTime,
    async () => {
      const pdf = await makePdf('주일 설교 원고 첫 쪽 은혜와 평강');
      const uploaded = await upload('content', { data: pdf, filename: '설교 원고.pdf' });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const { path, previewPath } = uploaded.json().contents;
      expect(path).toMatch(/^mall\/contents\/.+\.pdf$/);
      expect(previewPath).toMatch(/^\/uploads\/mall\/previews\/.+\.jpg$/);

      const served = await app.inject({ method: 'GET', url: previewPath });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(previewWidth);
      // An A4 page keeps its shape (√2 taller than wide).
      expect(Math.abs((meta.height ?? 0) - previewWidth * Math.SQRT2)).toBeLessThan(3);
      // The page's text was drawn: a page with text is darker than the same page left blank.
      const blank = await pdfPreview(await makePdf(' '));
      expect(await darkShare(served.rawPayload)).toBeGreaterThan((await darkShare(blank as Buffer)) + 0.005);
    },
  );

  it(
    'draws a page of any shape within 1600 px, and answers null for a file pdf.js cannot read',
    pdfTime,
    async () => {
      const strip = await renderPdfFirstPage(await makePdf('가', [20, 4000]));
      const size = await sharp(Buffer.from(strip as Uint8Array)).metadata();
      expect(size.format).toBe('png');
      expect(size.height).toBeLessThanOrEqual(pdfRenderBounds.maxSide);
      expect(size.width).toBeLessThanOrEqual(pdfRenderBounds.maxSide);

      const broken = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
      expect(await pdfPreview(broken)).toBeNull();
      const cut = (await makePdf('잘린 파일')).subarray(0, 300);
      expect(await pdfPreview(cut)).toBeNull();
      const uploaded = await upload('content', { data: broken, filename: '깨진 설교.pdf' });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      expect(uploaded.json().contents.previewPath).toBeNull();
    },
  );
});
