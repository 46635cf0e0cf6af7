import { createRequire } from 'node:module';
import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';

/**
 * Pictures the demo data draws with words on them: item covers (title and kind) and the first page of
 * a document's preview. The Korean font comes from the pretendard npm package (SIL Open Font License),
 * registered by its file, so a fresh machine with only `npm install` draws the same Hangul as this one
 * (system fonts differ between machines, and many have no Korean font at all).
 */
const require = createRequire(import.meta.url);
const fontFolder = 'pretendard/dist/public/static/alternative';
export const demoFontFamily = 'Pretendard Demo';
let fontsRegistered = false;
function registerFonts() {
  if (fontsRegistered) return;
  for (const weight of ['Regular', 'Bold', 'ExtraBold'])
    GlobalFonts.registerFromPath(require.resolve(`${fontFolder}/Pretendard-${weight}.ttf`), demoFontFamily);
  fontsRegistered = true;
}

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
export const paletteOf = (categoryId: number): [string, string] =>
  palettes[categoryId] ?? ['#1f2937', '#9ca3af'];

/**
 * The canvas as a picture file, encoded by sharp from its pixels: faster than the canvas's own encoders
 * here (a 1920 × 1080 PNG in 0.14 s rather than 0.6 s). Every picture here is opaque, so the canvas's
 * premultiplied pixels are the plain ones.
 */
function encode(canvas: Canvas, format: 'webp' | 'png'): Promise<Buffer> {
  const picture = sharp(canvas.data(), {
    raw: { width: canvas.width, height: canvas.height, channels: 4 },
  }).removeAlpha();
  return (format === 'webp' ? picture.webp({ quality: 80 }) : picture.png()).toBuffer();
}

/** The lines `text` breaks into within `maxWidth` (by words, or by characters for a word too long), at most `maxLines`. */
function wrap(context: SKRSContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (next: string) => {
    if (line) lines.push(line);
    line = next;
  };
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width <= maxWidth) line = candidate;
    else if (context.measureText(word).width <= maxWidth) push(word);
    else
      for (const character of word) {
        const longer = line + character;
        if (context.measureText(longer).width <= maxWidth) line = longer;
        else push(character);
      }
  }
  push('');
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, -1)}…`;
  return kept;
}

/** Soft circles over the gradient, placed by `seed`, so neighbouring covers do not look alike. */
function drawShapes(context: SKRSContext2D, width: number, height: number, seed: number) {
  for (const index of [0, 1, 2]) {
    const x = ((seed * 37 + index * 113) % 100) / 100;
    const y = ((seed * 53 + index * 71) % 100) / 100;
    const r = (0.12 + ((seed + index * 17) % 20) / 100) * Math.min(width, height);
    context.fillStyle = `rgba(255,255,255,${0.1 + index * 0.05})`;
    context.beginPath();
    context.arc(x * width, y * height, r, 0, Math.PI * 2);
    context.fill();
  }
}

/**
 * A demo item's cover: its shelf's gradient, the kind as a chip ("도서", "이미지", "영상"), the title
 * in up to three lines, and the publisher's name, as a WebP (a 480-pixel cover is a few kilobytes: the
 * mall's first paint) or a PNG (a picture a buyer downloads).
 */
export function demoCover(options: {
  title: string;
  kind: string;
  brand: string;
  categoryId: number;
  seed: number;
  width: number;
  height: number;
  format: 'webp' | 'png';
}): Promise<Buffer> {
  registerFonts();
  const { width, height } = options;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const [dark, light] = paletteOf(options.categoryId);
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, dark);
  gradient.addColorStop(1, light);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  drawShapes(context, width, height, options.seed);

  const unit = Math.min(width, height) / 480;
  const margin = 36 * unit;
  // The kind, as a white chip at the top right (the list's cards lay their 무료 and sale badges top left).
  context.font = `700 ${22 * unit}px "${demoFontFamily}"`;
  const chipWidth = context.measureText(options.kind).width + 28 * unit;
  const chipLeft = width - margin - chipWidth;
  context.fillStyle = 'rgba(255,255,255,0.92)';
  context.beginPath();
  context.roundRect(chipLeft, margin, chipWidth, 40 * unit, 20 * unit);
  context.fill();
  context.fillStyle = dark;
  context.textBaseline = 'middle';
  context.fillText(options.kind, chipLeft + 14 * unit, margin + 21 * unit);

  // The title, large and white on a darker band for contrast whatever the gradient behind it.
  const titleSize = 40 * unit;
  context.font = `800 ${titleSize}px "${demoFontFamily}"`;
  const lines = wrap(context, options.title, width - margin * 2, 3);
  const lineHeight = titleSize * 1.3;
  const top = height * 0.5 - (lines.length * lineHeight) / 2;
  context.fillStyle = 'rgba(15,23,42,0.35)';
  context.fillRect(0, top - 18 * unit, width, lines.length * lineHeight + 36 * unit);
  context.fillStyle = '#ffffff';
  lines.forEach((line, index) => {
    context.fillText(line, margin, top + lineHeight * (index + 0.5));
  });

  // The publisher, at the foot.
  context.font = `400 ${20 * unit}px "${demoFontFamily}"`;
  context.fillStyle = 'rgba(255,255,255,0.9)';
  context.fillText(options.brand, margin, height - margin - 10 * unit);
  return encode(canvas, options.format);
}

/**
 * The first page of a demo document as a picture (a PNG, to be watermarked as a preview): its title
 * and its text on a white page, or, for a form, its header row over empty lines to fill in.
 */
export function demoDocumentPage(options: {
  title: string;
  text: string;
  table?: readonly string[];
}): Promise<Buffer> {
  registerFonts();
  // Laid out on a 960 × 1280 page, drawn at the preview's own 480 px width (nothing to scale down after).
  const width = 960;
  const height = 1280;
  const canvas = createCanvas(width / 2, height / 2);
  const context = canvas.getContext('2d');
  context.scale(0.5, 0.5);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  const margin = 80;
  context.textBaseline = 'top';
  context.fillStyle = '#0f172a';
  context.font = `800 44px "${demoFontFamily}"`;
  let y = margin;
  for (const line of wrap(context, options.title, width - margin * 2, 3)) {
    context.fillText(line, margin, y);
    y += 58;
  }
  context.fillStyle = '#1d4ed8';
  context.fillRect(margin, y + 12, width - margin * 2, 4);
  y += 56;
  if (options.table) {
    const columnWidth = (width - margin * 2) / options.table.length;
    context.strokeStyle = '#94a3b8';
    context.lineWidth = 2;
    for (let row = 0; row < 16; row += 1) {
      const rowTop = y + row * 56;
      if (row === 0) {
        context.fillStyle = '#e2e8f0';
        context.fillRect(margin, rowTop, width - margin * 2, 56);
      }
      options.table.forEach((heading, column) => {
        const left = margin + column * columnWidth;
        context.strokeRect(left, rowTop, columnWidth, 56);
        context.fillStyle = '#0f172a';
        context.font = `${row === 0 ? 700 : 400} 26px "${demoFontFamily}"`;
        const cell = row === 0 ? heading : column === 0 ? String(row) : '';
        if (cell) context.fillText(cell, left + 14, rowTop + 14);
      });
    }
  } else {
    context.fillStyle = '#334155';
    context.font = `400 30px "${demoFontFamily}"`;
    for (const paragraph of options.text.split('\n').filter((text) => text.trim())) {
      for (const line of wrap(context, paragraph, width - margin * 2, 12)) {
        if (y > height - margin) break;
        context.fillText(line, margin, y);
        y += 46;
      }
      y += 24;
    }
  }
  return encode(canvas, 'png');
}
