const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * Whether the first bytes are those of a png, jpeg, bmp, tiff or webp image (spec §5: the kiosk
 * checks the file's signature, 4 bytes and 12 for webp, never its name). The server checks again.
 */
export function isKioskImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x42, 0x4d]) ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
    (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
  );
}

/** Reads a chosen file's first 12 bytes and checks them. */
export async function fileIsKioskImage(file: Blob): Promise<boolean> {
  return isKioskImage(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
}
