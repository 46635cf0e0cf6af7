import { BarcodeDetector, prepareZXingModule, purgeZXingModule } from 'barcode-detector/ponyfill';
// Emitted by the build as a hashed file of our own origin: the library would otherwise fetch it from
// jsDelivr, which the site's content security policy refuses and an offline desk cannot reach. The
// check-in service worker keeps it with the page (build/check-in-service-worker.ts).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Loads ZXing's WebAssembly reader from our origin and answers the BarcodeDetector built on it. The
 * file is fetched and compiled here rather than on the first frame, so a failure shows when the
 * camera opens; a failed load is forgotten, so opening the camera again tries again.
 */
export async function loadZxingReaderClass(): Promise<typeof BarcodeDetector> {
  try {
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
      },
      fireImmediately: true,
    });
  } catch (error) {
    purgeZXingModule();
    throw error;
  }
  return BarcodeDetector;
}
