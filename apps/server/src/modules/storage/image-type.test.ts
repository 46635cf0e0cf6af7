import { describe, expect, it } from 'vitest';
import { acceptedImageType, detectImageType } from './image-type';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectImageType', () => {
  it('knows each accepted image by its signature', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectImageType(Buffer.from('GIF89a'))).toBe('gif');
    expect(
      detectImageType(Buffer.concat([Buffer.from('RIFF'), bytes(1, 2, 3, 4), Buffer.from('WEBPVP8 ')])),
    ).toBe('webp');
    expect(detectImageType(Buffer.from('BM....'))).toBe('bmp');
    expect(detectImageType(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tiff');
  });

  it('refuses a renamed text file, a RIFF that is not WebP and an empty file', () => {
    expect(detectImageType(Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(
      detectImageType(Buffer.concat([Buffer.from('RIFF'), bytes(1, 2, 3, 4), Buffer.from('WAVEfmt ')])),
    ).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });

  it('accepts only the kinds a caller allows', () => {
    expect(acceptedImageType(Buffer.from('BM....'), ['jpeg', 'png'])).toBeNull();
    expect(acceptedImageType(bytes(0xff, 0xd8, 0xff), ['jpeg', 'png'])).toBe('jpeg');
  });
});
