import type { ItemDetail } from '@edu/shared';
import { mediaUrl } from '@edu/shared';

/** A picture by its path: the preview made of an image content or of a document's first page. */
const isPicture = (path: string) => /\.(jpe?g|png|gif|webp)$/i.test(path);

/**
 * The item's sample (spec §2): a video opens in a new tab; music plays here in a player without a download
 * button; the preview of an image or a file content (a small watermarked picture) shows here as
 * 미리보기; another kind's sample opens in a new tab as well.
 */
export function ItemSample({ item }: { item: Pick<ItemDetail, 'sampleLink' | 'contentType' | 'title'> }) {
  if (!item.sampleLink) return null;
  const src = mediaUrl(item.sampleLink);
  if ((item.contentType === 'IMAGE' || item.contentType === 'FILE') && isPicture(item.sampleLink)) {
    return (
      <figure className="space-y-2 rounded-xl bg-slate-50 p-3 sm:p-4">
        <figcaption className="text-sm font-semibold text-slate-800">미리보기</figcaption>
        <img
          src={src}
          alt={`${item.title} 미리보기`}
          loading="lazy"
          className="mx-auto max-h-96 w-auto max-w-full rounded-lg border border-slate-200 bg-white"
        />
      </figure>
    );
  }
  if (item.contentType === 'MUSIC') {
    return (
      <figure className="space-y-2 rounded-xl bg-slate-50 p-3 sm:p-4">
        <figcaption className="text-sm font-semibold text-slate-800">샘플 듣기</figcaption>
        {/* biome-ignore lint/a11y/useMediaCaption: an instrumental or sung sample; the catalogue has no caption track. */}
        <audio
          src={src}
          controls
          controlsList="nodownload"
          preload="metadata"
          aria-label={`${item.title} 샘플 음원`}
          // The sample is for listening: no "save audio as" from the context menu either.
          onContextMenu={(event) => event.preventDefault()}
          className="w-full"
        >
          이 브라우저에서는 샘플을 재생할 수 없습니다.
        </audio>
      </figure>
    );
  }
  return (
    <a
      href={src}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-2 rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {item.contentType === 'VIDEO' ? '샘플 영상 보기' : '샘플 보기'}
      <span className="sr-only">(새 창)</span>
      <span aria-hidden="true">↗</span>
    </a>
  );
}
