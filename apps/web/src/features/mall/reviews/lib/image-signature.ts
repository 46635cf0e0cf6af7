/** The photo kinds reviews and refund requests accept (afterSaleMessages.imageOnly names them). */
export type PhotoKind = 'jpg' | 'png' | 'gif' | 'webp';

/** What the file picker offers; the bytes are checked all the same, never the name or this type. */
export const photoAccept = 'image/jpeg,image/png,image/gif,image/webp';

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The kind of image the first bytes announce — JPG (FF D8 FF), PNG (89 'PNG' CR LF 1A LF), GIF ('GIF87a' or
 * 'GIF89a'), WEBP ('RIFF', 4 bytes of size, 'WEBP') — or null for anything else. The server checks again.
 * (The kiosk's own check takes BMP and TIFF and refuses GIF, so it does not fit here.)
 */
export function photoKindOf(bytes: Uint8Array): PhotoKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Reads a chosen file's first 12 bytes and tells whether they are those of an accepted photo. */
export async function isPhotoFile(file: Blob): Promise<boolean> {
  return photoKindOf(new Uint8Array(await file.slice(0, 12).arrayBuffer())) !== null;
}

export type PhotoChoice<T> = {
  /** The files to keep, in the order chosen, no more than there is room for. */
  accepted: T[];
  /** Some chosen file is not an image: the page tells afterSaleMessages.imageOnly. */
  refusedNotImage: boolean;
  /** Some images were left out because the limit was reached. */
  refusedOverLimit: boolean;
};

/**
 * Sorts newly chosen files: those whose first bytes are a photo's, up to the room left (`max` minus the
 * photos already kept); non-images and the ones past the limit are left out and reported.
 */
export async function choosePhotos<T extends Blob>(
  files: readonly T[],
  {
    kept,
    max,
    isPhoto = isPhotoFile,
  }: { kept: number; max: number; isPhoto?: (file: T) => Promise<boolean> },
): Promise<PhotoChoice<T>> {
  const checks = await Promise.all(files.map((file) => isPhoto(file)));
  const images = files.filter((_, index) => checks[index]);
  const room = Math.max(max - kept, 0);
  return {
    accepted: images.slice(0, room),
    refusedNotImage: images.length < files.length,
    refusedOverLimit: images.length > room,
  };
}

/** "사진은 10장까지 올릴 수 있습니다." (no catalogue text exists for the limit). */
export const photoLimitMessage = (max: number) => `사진은 ${max}장까지 올릴 수 있습니다.`;
