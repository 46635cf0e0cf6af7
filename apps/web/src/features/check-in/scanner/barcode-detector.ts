/**
 * The barcode reader the camera scanner uses: the browser's own BarcodeDetector where there is one
 * (Chromium on Android, Safari 17+), else the same interface built on ZXing's WebAssembly reader,
 * loaded only then (desktop Chrome on Linux and Windows, Firefox, older iOS).
 */

/** Code 128 is what the tickets print; a venue's own cards may carry EAN-13 or a QR code. */
const ticketFormats = ['code_128', 'ean_13', 'qr_code'] as const;

/** The BarcodeDetector interface: not in TypeScript's DOM types yet. */
type DetectedBarcode = { rawValue: string };
export type BarcodeReader = { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> };
type BarcodeReaderClass = new (options: { formats: (typeof ticketFormats)[number][] }) => BarcodeReader;

const nativeReaderClass = () =>
  (globalThis as { BarcodeDetector?: BarcodeReaderClass }).BarcodeDetector ?? null;

/** Whether this browser can read barcodes from the camera, natively or with the WebAssembly reader. */
export const canScanWithCamera = () =>
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  (nativeReaderClass() !== null || typeof WebAssembly === 'object');

/**
 * A reader of the tickets' formats. The fallback's script and its WebAssembly file are fetched on the
 * first call only (the check-in page's first script does not carry them); rejects when they cannot be
 * loaded.
 */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  const Native = nativeReaderClass();
  if (Native) return new Native({ formats: [...ticketFormats] });
  const { loadZxingReaderClass } = await import('./zxing-reader');
  const Reader = await loadZxingReaderClass();
  return new Reader({ formats: [...ticketFormats] });
}
