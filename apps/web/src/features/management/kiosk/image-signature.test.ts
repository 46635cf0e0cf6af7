import { describe, expect, it } from 'vitest';
import { isKioskImage } from './image-signature';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('isKioskImage', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['bmp', bytes(0x42, 0x4d, 0, 0)],
    ['tiff (little-endian)', bytes(0x49, 0x49, 0x2a, 0x00)],
    ['tiff (big-endian)', bytes(0x4d, 0x4d, 0x00, 0x2a)],
    ['webp', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50)],
  ])('accepts %s', (_name, data) => {
    expect(isKioskImage(data)).toBe(true);
  });

  it.each([
    ['text renamed .png', new TextEncoder().encode('hello, not an image')],
    ['gif', bytes(0x47, 0x49, 0x46, 0x38)],
    ['RIFF that is not webp (wav)', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45)],
    ['empty', bytes()],
  ])('refuses %s', (_name, data) => {
    expect(isKioskImage(data)).toBe(false);
  });
});
