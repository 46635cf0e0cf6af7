import { useEffect, useRef, useState } from 'react';
import { createBarcodeReader } from '../scanner/barcode-detector';

export { canScanWithCamera } from '../scanner/barcode-detector';

/** How often a frame is read. */
const readEveryMs = 250;

const cameraRefused = '카메라를 사용할 수 없습니다. 브라우저의 카메라 권한을 확인해주세요.';
const readerMissing =
  '바코드 인식 기능을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 카메라를 다시 열어주세요.';

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
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = '';
    let stopped = false;
    const stopCamera = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const start = async () => {
      // The reader loads (the fallback fetches its WebAssembly file) while the camera is being allowed.
      const reading = createBarcodeReader();
      reading.catch(() => {}); // awaited below, after the camera
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        return setError(cameraRefused);
      }
      if (stopped) return stopCamera();
      const reader = await reading.catch(() => null);
      if (!reader) {
        stopCamera();
        return setError(readerMissing);
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play();
      if (stopped) return;
      timer = window.setInterval(async () => {
        if (element.readyState < 2) return;
        const [found] = await reader.detect(element).catch(() => []);
        if (found && found.rawValue !== last) {
          last = found.rawValue;
          onCodeRef.current(found.rawValue);
        }
      }, readEveryMs);
    };
    void start();
    return () => {
      stopped = true;
      window.clearInterval(timer);
      stopCamera();
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
