import sharp, { type Sharp } from 'sharp';
import type { ImageType } from './image-type';

/**
 * Decoding refuses images wider × taller than this: a 10 MB PNG can claim 100 000 × 100 000 pixels
 * and would take gigabytes to open. 50 megapixels is far above any photo a page shows.
 */
const maxInputPixels = 50_000_000;

/** The image could not be decoded (corrupt, truncated, too many pixels, or not what its bytes claim). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('unreadable image', { cause });
    this.name = 'UnreadableImageError';
  }
}

/** The type an image is stored as once re-encoded: bmp and tiff become PNG. */
export const storedImageType = (type: ImageType): ImageType =>
  type === 'bmp' || type === 'tiff' ? 'png' : type;

const canAnimate = (type: ImageType) => type === 'gif' || type === 'webp';

function open(data: Buffer, type: ImageType, options: { allFrames: boolean }) {
  const animated = options.allFrames && canAnimate(type);
  // EXIF orientation is applied to the pixels first, since the tag goes with the rest of the metadata.
  return sharp(data, { animated, autoOrient: !animated, limitInputPixels: maxInputPixels, failOn: 'error' });
}

function encode(image: Sharp, type: ImageType): Sharp {
  switch (type) {
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png();
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 85 });
    default:
      // bmp and tiff are kept in no domain's uploads: stored as PNG (see storedImageType).
      return image.png();
  }
}

async function run(pipeline: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await pipeline();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/**
 * Re-encodes an uploaded image in its own format so nothing but pixels survives: EXIF (GPS position,
 * camera, owner), XMP, IPTC and comments are dropped, the orientation is applied, and bytes smuggled
 * after the image data go. Animated GIF and WebP keep their frames.
 */
export function reencodeImage(data: Buffer, type: ImageType): Promise<Buffer> {
  return run(() => encode(open(data, type, { allFrames: true }), type).toBuffer());
}

/**
 * Cuts the largest centred area of the given width:height ratio out of the image and scales it down to
 * at most `max` (never up), re-encoded without metadata. Animated images keep their first frame.
 */
export function cropToRatio(
  data: Buffer,
  type: ImageType,
  max: { width: number; height: number },
): Promise<Buffer> {
  return run(async () => {
    const image = open(data, type, { allFrames: false });
    const { autoOrient } = await image.metadata();
    const ratio = max.width / max.height;
    const width = Math.max(1, Math.min(max.width, autoOrient.width, Math.floor(autoOrient.height * ratio)));
    const height = Math.max(1, Math.round(width / ratio));
    return encode(image.resize({ width, height, fit: 'cover', position: 'centre' }), type).toBuffer();
  });
}

/**
 * An administrator's or member's upload made safe to serve: decoded and re-encoded (metadata and
 * smuggled bytes gone, at most 50 megapixels), or the refusal `refuse` makes when it is not a real image.
 */
export async function cleanImage(data: Buffer, type: ImageType, refuse: () => Error): Promise<Buffer> {
  try {
    return await reencodeImage(data, type);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw refuse();
    throw error;
  }
}
