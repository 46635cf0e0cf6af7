import { useEffect, useRef, useState } from 'react';

/** The browser's barcode reader (Chromium on Android, Safari 17+): not in TypeScript's DOM types yet. */
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorInstance = { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorInstance;

const detectorClass = () =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;

/** Whether this browser can read barcodes from the camera. */
export const canScanWithCamera = () =>
  detectorClass() !== null && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** How often a frame is read. */
const readEveryMs = 250;

/**
 * Reads tickets with the phone's rear camera (Code 128, what the tickets print; the others a venue's
 * own cards may use too) and hands each new code over once. A hardware scanner needs none of this: it
 * types into the barcode box and presses Enter.
 */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    const detector = new Detector({ formats: ['code_128', 'ean_13', 'qr_code'] });
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = '';
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play();
        timer = window.setInterval(async () => {
          if (element.readyState < 2) return;
          const [found] = await detector.detect(element).catch(() => []);
          if (found && found.rawValue !== last) {
            last = found.rawValue;
            onCodeRef.current(found.rawValue);
          }
        }, readEveryMs);
      })
      .catch(() => setError('카메라를 사용할 수 없습니다. 브라우저의 카메라 권한을 확인해주세요.'));
    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="space-y-2">
      {error ? (
        <p role="alert" className="font-semibold text-red-600">
          {error}
        </p>
      ) : (
        <video
          ref={video}
          className="aspect-[4/3] w-full rounded-lg bg-slate-900 object-cover"
          playsInline
          muted
        />
      )}
      <button
        type="button"
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700"
        onClick={onClose}
      >
        카메라 닫기
      </button>
    </div>
  );
}
