import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropToRatio, reencodeImage, UnreadableImageError } from './image-processing';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

/** A JPEG carrying EXIF (camera, GPS-like text) and an orientation tag that turns it on its side. */
async function jpegWithExif(width: number, height: number) {
  return solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Hong Gildong' } })
    .toBuffer();
}

describe('reencodeImage', () => {
  it('drops EXIF from a JPEG and applies its orientation', async () => {
    const input = await jpegWithExif(40, 20);
    expect(await sharp(input).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const output = await reencodeImage(input, 'jpeg');
    const meta = await sharp(output).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(output.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('keeps the format of PNG, WebP and GIF, and the frames of an animated GIF', async () => {
    for (const type of ['png', 'webp'] as const) {
      const output = await reencodeImage(await solid(8, 8).toFormat(type).toBuffer(), type);
      expect((await sharp(output).metadata()).format).toBe(type);
    }
    const frame = (colour: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const output = await reencodeImage(animated, 'gif');
    const meta = await sharp(output).metadata();
    expect([meta.format, meta.pages, meta.width]).toEqual(['gif', 3, 8]);
  });

  it('throws UnreadableImageError for bytes that only start like an image', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    await expect(reencodeImage(fake, 'jpeg')).rejects.toBeInstanceOf(UnreadableImageError);
  });
});

describe('cropToRatio', () => {
  const webzine = { width: 700, height: 1000 };
  const sizeOf = async (data: Buffer) => {
    const meta = await sharp(data).metadata();
    return [meta.width, meta.height];
  };

  it('cuts a 1000×1000 picture to 700×1000', async () => {
    const output = await cropToRatio(await solid(1000, 1000).png().toBuffer(), 'png', webzine);
    expect(await sizeOf(output)).toEqual([700, 1000]);
  });

  it('scales a large picture down to at most 700×1000', async () => {
    const output = await cropToRatio(await solid(3000, 2000).jpeg().toBuffer(), 'jpeg', webzine);
    expect(await sizeOf(output)).toEqual([700, 1000]);
  });

  it('never enlarges a small picture but still cuts it to 7:10', async () => {
    const output = await cropToRatio(await solid(300, 200).webp().toBuffer(), 'webp', webzine);
    expect(await sizeOf(output)).toEqual([140, 200]);
  });

  it('takes the orientation into account and drops the metadata', async () => {
    // 2000×1000 stored, shown turned as 1000×2000: the crop is 1000×1429 before scaling to 700×1000.
    const output = await cropToRatio(await jpegWithExif(2000, 1000), 'jpeg', webzine);
    expect(await sizeOf(output)).toEqual([700, 1000]);
    expect((await sharp(output).metadata()).exif).toBeUndefined();
  });
});
