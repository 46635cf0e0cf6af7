import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoCover } from './demo-cover';

const cover = (title: string) =>
  demoCover({
    title,
    kind: '도서',
    brand: '하나바이블',
    categoryId: 136,
    seed: 1,
    width: 240,
    height: 240,
    format: 'png',
  });

describe('demo covers', () => {
  it('draw Hangul with the packaged font, not the boxes of a missing one', async () => {
    // A machine without a Korean font draws every syllable as the same box: two titles look alike.
    const [first, second] = await Promise.all([cover('가나다라'), cover('마바사아')]);
    const pixels = async (png: Buffer) => sharp(png).raw().toBuffer();
    expect((await pixels(first)).equals(await pixels(second))).toBe(false);
    expect(await sharp(first).metadata()).toMatchObject({ width: 240, height: 240, format: 'png' });
  });
});
