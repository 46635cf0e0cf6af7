/** The image kinds we accept anywhere, recognised by their first bytes (never by the file name). */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'tiff';

export const imageExtensions: Record<ImageType, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  tiff: 'tif',
};

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

/** The file's real image type from its signature, or null when it is not one of ours. */
export function detectImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  // RIFF....WEBP: the 12 bytes the spec's kiosk check reads.
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (startsWith(data, [0x42, 0x4d])) return 'bmp';
  if (startsWith(data, [0x49, 0x49, 0x2a, 0x00]) || startsWith(data, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  return null;
}

/** The type when it is one of `allowed`, else null. */
export function acceptedImageType(data: Buffer, allowed: readonly ImageType[]): ImageType | null {
  const type = detectImageType(data);
  return type && allowed.includes(type) ? type : null;
}
