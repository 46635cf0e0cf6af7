import { describe, expect, it } from 'vitest';
import { choosePhotos, isPhotoFile, photoKindOf, photoLimitMessage } from './image-signature';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

const jpg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const gif87 = ascii('GIF87a\x01\x00');
const gif89 = ascii('GIF89a\x01\x00');
const webp = concat(ascii('RIFF'), bytes(0x24, 0, 0, 0), ascii('WEBPVP8 '));
const text = ascii('hello, I am a .png');

describe('photoKindOf', () => {
  it.each([
    ['jpg', jpg],
    ['png', png],
    ['gif', gif87],
    ['gif', gif89],
    ['webp', webp],
  ])('recognises %s by its first bytes', (kind, data) => {
    expect(photoKindOf(data)).toBe(kind);
  });

  it.each([
    ['text renamed .png', text],
    ['bmp', bytes(0x42, 0x4d, 0, 0, 0, 0)],
    ['tiff', bytes(0x49, 0x49, 0x2a, 0x00)],
    ['RIFF that is not webp (wav)', concat(ascii('RIFF'), bytes(1, 2, 3, 4), ascii('WAVE'))],
    ['a cut png', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['GIF without its version', ascii('GIF8')],
    ['empty', bytes()],
  ])('refuses %s', (_name, data) => {
    expect(photoKindOf(data)).toBeNull();
  });
});

describe('isPhotoFile', () => {
  it('reads the file’s own bytes, not its name or type', async () => {
    expect(await isPhotoFile(new Blob([png], { type: 'text/plain' }))).toBe(true);
    expect(await isPhotoFile(new Blob([text], { type: 'image/png' }))).toBe(false);
  });
});

describe('choosePhotos', () => {
  const files = {
    a: new Blob([jpg]),
    b: new Blob([text]),
    c: new Blob([gif89]),
    d: new Blob([webp]),
  };

  it('keeps the images in the order chosen and reports a non-image', async () => {
    const choice = await choosePhotos([files.a, files.b, files.c], { kept: 0, max: 4 });
    expect(choice.accepted).toEqual([files.a, files.c]);
    expect(choice.refusedNotImage).toBe(true);
    expect(choice.refusedOverLimit).toBe(false);
  });

  it('keeps no more than the room left under the limit', async () => {
    const choice = await choosePhotos([files.a, files.c, files.d], { kept: 2, max: 4 });
    expect(choice.accepted).toEqual([files.a, files.c]);
    expect(choice.refusedNotImage).toBe(false);
    expect(choice.refusedOverLimit).toBe(true);
  });

  it('keeps nothing when the limit is reached already', async () => {
    const choice = await choosePhotos([files.a], { kept: 10, max: 10 });
    expect(choice.accepted).toEqual([]);
    expect(choice.refusedOverLimit).toBe(true);
  });

  it('says the limit in Korean', () => {
    expect(photoLimitMessage(10)).toBe('사진은 10장까지 올릴 수 있습니다.');
  });
});
