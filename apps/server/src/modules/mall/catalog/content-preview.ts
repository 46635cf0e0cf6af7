import { mallItemAdminLimits } from '@edu/shared';
import sharp from 'sharp';
import { runInWorker } from '../../../platform/workers/run-in-worker';

/** How wide the preview of an image content is: enough to judge it, too small to use it. */
export const previewWidth = 480;

/** Decoding refuses more pixels than this (as the storage's own image work does). */
const maxInputPixels = 50_000_000;

/**
 * The watermark laid over a preview: diagonal stripes (seen whatever fonts the server has) and the word
 * PREVIEW repeated across the picture.
 */
function watermark(width: number, height: number): Buffer {
  const rows = Math.ceil((width + height) / 90);
  const words = Array.from({ length: rows }, (_, row) => {
    const y = row * 90;
    return `<text x="${-height + ((row * 37) % 120)}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#ffffff" fill-opacity="0.55" stroke="#000000" stroke-opacity="0.35" stroke-width="1" letter-spacing="6">${'PREVIEW   '.repeat(Math.ceil((width + height) / 160))}</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><pattern id="s" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
    <rect width="3" height="24" fill="#ffffff" fill-opacity="0.18"/></pattern></defs>
  <rect width="100%" height="100%" fill="url(#s)"/>
  <g transform="rotate(-30 ${width / 2} ${height / 2})">${words}</g>
</svg>`;
  return Buffer.from(svg);
}

/**
 * The watermark drawn once per picture size, as a PNG: drawing its words takes about 0.3 s here, the
 * rest of a preview a tenth of that, and previews come in few sizes (480 px wide, the common shapes of
 * photos and pages; the demo data makes 29 of two sizes). A few sizes are kept, the oldest let go.
 */
const drawnWatermarks = new Map<string, Promise<Buffer>>();
const drawnWatermarksMax = 16;
function drawnWatermark(width: number, height: number): Promise<Buffer> {
  const size = `${width}x${height}`;
  let drawn = drawnWatermarks.get(size);
  if (!drawn) {
    drawn = sharp(watermark(width, height)).png().toBuffer();
    // A failed drawing is not kept: the next preview tries again.
    drawn.catch(() => drawnWatermarks.delete(size));
    drawnWatermarks.set(size, drawn);
    const oldest = drawnWatermarks.keys().next().value;
    if (drawnWatermarks.size > drawnWatermarksMax && oldest !== undefined) drawnWatermarks.delete(oldest);
  }
  return drawn;
}

/**
 * The step every preview ends with: a picture scaled down to 480 px wide (never up), laid on white,
 * watermarked, as a JPEG without metadata. Throws when the picture cannot be read.
 */
async function watermarkedJpeg(picture: Buffer | Uint8Array): Promise<Buffer> {
  const { data: small, info } = await sharp(picture, {
    limitInputPixels: maxInputPixels,
    failOn: 'error',
    autoOrient: true,
  })
    .resize({ width: previewWidth, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return sharp(small)
    .composite([{ input: await drawnWatermark(info.width, info.height), top: 0, left: 0 }])
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer();
}

/**
 * The preview of an image content, made when its file is uploaded: its first frame as `watermarkedJpeg`
 * makes it. Null when the picture cannot be read (the upload itself has already been checked by its
 * bytes).
 */
export async function imagePreview(data: Buffer): Promise<Buffer | null> {
  try {
    return await watermarkedJpeg(data);
  } catch {
    return null;
  }
}

/**
 * Limits of the thread that renders a PDF's first page. Here pdf.js draws a page in 0.1 to 0.4 s; a
 * file that takes longer than the time, or more heap than this, is not worth a preview, and the worker
 * dies instead of the server (the page's bitmap itself is at most `pdfRenderBounds`).
 */
const pdfRenderLimits = { timeoutMs: 15_000, maxHeapMb: 384 };

/**
 * The preview of a PDF content, made when its file is uploaded: its first page, drawn by pdf.js in a
 * thread of its own (an uploaded PDF is untrusted input, and drawing it is CPU work), then made a picture
 * as an image's preview is. Null when the file is larger than a content may be, or cannot be drawn in
 * the worker's time and heap, or is no PDF pdf.js can read: the item then has no preview, as before.
 */
export async function pdfPreview(data: Buffer): Promise<Buffer | null> {
  if (data.length > mallItemAdminLimits.contentFileMaxBytes) return null;
  try {
    const page = await runInWorker<Uint8Array, Uint8Array | null>({
      module: new URL('./pdf-first-page.ts', import.meta.url),
      exportName: 'renderPdfFirstPage',
      input: data,
      ...pdfRenderLimits,
    });
    return page ? await watermarkedJpeg(page) : null;
  } catch {
    return null;
  }
}
