import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import writeXlsxFile from 'write-excel-file/node';

/** The palette of the demo pictures, by category, so each shelf has its own colour. */
const palettes: Record<number, [string, string]> = {
  172: ['#1e3a8a', '#60a5fa'],
  174: ['#7c2d12', '#fb923c'],
  171: ['#581c87', '#c084fc'],
  136: ['#14532d', '#4ade80'],
  164: ['#334155', '#94a3b8'],
  162: ['#831843', '#f472b6'],
  137: ['#134e4a', '#2dd4bf'],
};

/**
 * A picture drawn without text (fonts differ between machines): a gradient with soft shapes. Pictures
 * the pages show are WebP (a 480-pixel thumbnail is a few kilobytes, not 25: the mall's first paint);
 * files a buyer downloads keep the format their name says.
 */
export function demoPicture(options: {
  width: number;
  height: number;
  categoryId: number;
  seed: number;
  format?: 'png' | 'webp';
}) {
  const [dark, light] = palettes[options.categoryId] ?? ['#1f2937', '#9ca3af'];
  const { width, height, seed } = options;
  const circles = [0, 1, 2]
    .map((index) => {
      const x = ((seed * 37 + index * 113) % 100) / 100;
      const y = ((seed * 53 + index * 71) % 100) / 100;
      const r = 0.12 + ((seed + index * 17) % 20) / 100;
      return `<circle cx="${Math.round(x * width)}" cy="${Math.round(y * height)}" r="${Math.round(r * Math.min(width, height))}" fill="#ffffff" fill-opacity="${0.12 + index * 0.06}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}<rect x="${width * 0.3}" y="${height * 0.42}" width="${width * 0.4}" height="${height * 0.16}" rx="${height * 0.04}" fill="#ffffff" fill-opacity="0.85"/></svg>`;
  const picture = sharp(Buffer.from(svg));
  return (options.format === 'webp' ? picture.webp({ quality: 80 }) : picture.png()).toBuffer();
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

/** A form as an Excel workbook with its header row and a few blank lines to fill in. */
export async function demoWorkbook(title: string): Promise<Buffer> {
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  return writeXlsxFile(
    [
      [title],
      ['번호', '이름', '부서', '연락처', '비고'].map(bold),
      ...Array.from({ length: 20 }, (_, row) => [row + 1, '', '', '', '']),
    ],
    { sheet: title.slice(0, 31) },
  ).toBuffer();
}

/** A material's text (a sermon outline, an activity sheet) as a UTF-8 file. */
export function demoDocument(title: string, description: string): Buffer {
  const text = description.replace(/<[^>]+>/g, '').trim();
  return Buffer.from(
    `${title}\n\n${text}\n\n하나바이블 교회교육 · 교회 안에서 자유롭게 사용하실 수 있습니다.\n`,
    'utf8',
  );
}

/** The lecture videos' sample: a short WebM kept with the seed. */
export const demoVideo = () => readFileSync(new URL('./assets/lecture-sample.webm', import.meta.url));
