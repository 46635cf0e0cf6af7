import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import writeXlsxFile from 'write-excel-file/node';
import { paletteOf } from './demo-cover';

/**
 * A picture without words (a review's photo): its shelf's gradient with soft shapes, as a WebP (the
 * pages show it; a 800-pixel photo is a few kilobytes).
 */
export function demoPicture(options: { width: number; height: number; categoryId: number; seed: number }) {
  const [dark, light] = paletteOf(options.categoryId);
  const { width, height, seed } = options;
  const circles = [0, 1, 2]
    .map((index) => {
      const x = ((seed * 37 + index * 113) % 100) / 100;
      const y = ((seed * 53 + index * 71) % 100) / 100;
      const r = 0.12 + ((seed + index * 17) % 20) / 100;
      return `<circle cx="${Math.round(x * width)}" cy="${Math.round(y * height)}" r="${Math.round(r * Math.min(width, height))}" fill="#ffffff" fill-opacity="${0.12 + index * 0.06}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** A short melody (C–E–G–C, 2.4 s) as a 16-bit mono WAV: a real, playable sample. */
export function demoMelody(seed: number): Buffer {
  const rate = 22_050;
  const notes = [523.25, 659.25, 783.99, 1046.5].map((frequency) => frequency * (1 + (seed % 3) * 0.0595));
  const noteSamples = Math.round(rate * 0.6);
  const samples = new Int16Array(noteSamples * notes.length);
  notes.forEach((frequency, note) => {
    for (let i = 0; i < noteSamples; i += 1) {
      const envelope = Math.min(1, i / 600) * Math.min(1, (noteSamples - i) / 2000);
      samples[note * noteSamples + i] = Math.round(
        Math.sin((2 * Math.PI * frequency * i) / rate) * 9000 * envelope,
      );
    }
  });
  const data = Buffer.from(samples.buffer);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The header row of the demo forms (the workbook's and its preview's). */
export const demoFormColumns = ['번호', '이름', '부서', '연락처', '비고'] as const;

/** A form as an Excel workbook with its header row and a few blank lines to fill in. */
export async function demoWorkbook(title: string): Promise<Buffer> {
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  return writeXlsxFile(
    [
      [title],
      demoFormColumns.map(bold),
      ...Array.from({ length: 20 }, (_, row) => [row + 1, '', '', '', '']),
    ],
    { sheet: title.slice(0, 31) },
  ).toBuffer();
}

/** A material's text (a sermon outline, an activity sheet) as a UTF-8 file. */
export function demoDocument(title: string, description: string): Buffer {
  // A paragraph or a list entry ends its line.
  const text = description
    .replace(/<\/(p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();
  return Buffer.from(
    `${title}\n\n${text}\n\n하나바이블 교회교육 · 교회 안에서 자유롭게 사용하실 수 있습니다.\n`,
    'utf8',
  );
}

/** The lecture videos' sample: a short WebM kept with the seed. */
export const demoVideo = () => readFileSync(new URL('./assets/lecture-sample.webm', import.meta.url));
