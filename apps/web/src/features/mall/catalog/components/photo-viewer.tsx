import { mallLimits, mediaUrl } from '@edu/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useReturnFocus } from '@/components/ui/use-return-focus';

type PhotoViewerProps = {
  photos: readonly string[];
  start: number;
  /** The review's title, naming the viewer. */
  title: string;
  onClose: () => void;
};

const arrowClass =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-2xl text-white hover:bg-white/30';

/**
 * A review's photos full screen (spec §2): Escape closes, ← and → move (round the ends), a counter, and
 * thumbnails only for 2 to 10 photos. Focus moves in and returns to the photo that opened it.
 */
export function PhotoViewer({ photos, start, title, onClose }: PhotoViewerProps) {
  const [index, setIndex] = useState(start);
  const returnFocus = useReturnFocus();
  const count = photos.length;
  const move = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const showThumbnails = count >= mallLimits.reviewThumbnailsMin && count <= mallLimits.reviewThumbnailsMax;
  const photo = photos[index];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95" />
        <Dialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <div className="flex items-center gap-3 px-4 py-3">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-semibold sm:text-base">
              {title} 사진
            </Dialog.Title>
            <p aria-live="polite" className="text-sm tabular-nums">
              <span className="sr-only">현재 사진 </span>
              {index + 1} / {count}
            </p>
            <Dialog.Close aria-label="닫기" className="rounded-full p-2 hover:bg-white/15">
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 sm:px-16">
            {photo && (
              <img
                key={photo}
                src={mediaUrl(photo)}
                alt={`${title} 사진 ${index + 1}`}
                className="max-h-full max-w-full object-contain"
              />
            )}
            {count > 1 && (
              <>
                <button
                  type="button"
                  aria-label="이전 사진"
                  onClick={() => move(-1)}
                  className={`${arrowClass} left-2 sm:left-4`}
                >
                  ‹
                </button>
                <button
                  type="button"
                  aria-label="다음 사진"
                  onClick={() => move(1)}
                  className={`${arrowClass} right-2 sm:right-4`}
                >
                  ›
                </button>
              </>
            )}
          </div>
          {showThumbnails ? (
            <ul aria-label="사진 목록" className="flex justify-center gap-2 overflow-x-auto px-4 py-4">
              {photos.map((thumbnail, n) => (
                <li key={thumbnail} className="shrink-0">
                  <button
                    type="button"
                    aria-label={`사진 ${n + 1}`}
                    aria-current={n === index ? 'true' : undefined}
                    onClick={() => setIndex(n)}
                    className={`block overflow-hidden rounded-md ring-2 ${n === index ? 'ring-white' : 'opacity-60 ring-transparent hover:opacity-100'}`}
                  >
                    <img src={mediaUrl(thumbnail)} alt="" className="size-12 object-cover sm:size-14" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <div className="h-4" />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
