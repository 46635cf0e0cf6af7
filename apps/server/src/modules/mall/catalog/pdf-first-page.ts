import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';

/**
 * How large the first page is drawn: twice the preview's width, so that scaling it down keeps the text
 * crisp, and never more than 1600 px either way whatever the page's shape (a strip of 1 × 5000 points is
 * drawn at most 1600 px tall), so the bitmap stays under about 10 MB.
 */
export const pdfRenderBounds = { width: 960, maxSide: 1600 } as const;

/** pdf.js's character maps (Korean CID fonts) and its standard fonts, read from its package. */
const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * The first page of a PDF as a PNG, on white, `pdfRenderBounds` wide at most; null when pdf.js cannot
 * read the file or it has no page. The task of the worker `pdfPreview` starts (content-preview.ts): run
 * on the main thread, a hostile file could hold the event loop. pdf.js is set as for an untrusted file:
 * no `eval`, no fonts loaded into the page, no XFA forms, only errors in the log.
 */
export async function renderPdfFirstPage(file: Uint8Array): Promise<Uint8Array | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let loading: ReturnType<typeof pdfjs.getDocument> | undefined;
  try {
    loading = pdfjs.getDocument({
      // A view of the bytes: pdf.js refuses a Buffer, which is what a test hands in.
      data: new Uint8Array(file.buffer, file.byteOffset, file.byteLength),
      isEvalSupported: false,
      disableFontFace: true,
      enableXfa: false,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
      cMapUrl: `${join(pdfjsFolder, 'cmaps')}/`,
      cMapPacked: true,
      standardFontDataUrl: `${join(pdfjsFolder, 'standard_fonts')}/`,
    });
    const document = await loading.promise;
    if (document.numPages < 1) return null;
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    if (!(natural.width > 0 && natural.height > 0)) return null;
    const scale = Math.min(
      pdfRenderBounds.width / natural.width,
      pdfRenderBounds.maxSide / natural.width,
      pdfRenderBounds.maxSide / natural.height,
    );
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(
      Math.max(1, Math.floor(viewport.width)),
      Math.max(1, Math.floor(viewport.height)),
    );
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      // pdf.js types its context as the DOM's; @napi-rs/canvas's draws the same calls.
      canvasContext: context as unknown as Parameters<typeof page.render>[0]['canvasContext'],
      viewport,
    }).promise;
    return await canvas.encode('png');
  } catch {
    return null;
  } finally {
    await loading?.destroy();
  }
}
