import sharp from 'sharp';

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
 * The preview of an image content, made when its file is uploaded: the first frame scaled down to
 * 480 px wide (never up), watermarked, as a JPEG without metadata. Null when the picture cannot be read
 * (the upload itself has already been checked by its bytes).
 */
export async function imagePreview(data: Buffer): Promise<Buffer | null> {
  try {
    const { data: small, info } = await sharp(data, {
      limitInputPixels: maxInputPixels,
      failOn: 'error',
      autoOrient: true,
    })
      .resize({ width: previewWidth, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer({ resolveWithObject: true });
    return await sharp(small)
      .composite([{ input: watermark(info.width, info.height), top: 0, left: 0 }])
      .jpeg({ quality: 70, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}
