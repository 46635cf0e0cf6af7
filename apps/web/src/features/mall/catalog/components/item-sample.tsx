import type { ItemDetail } from '@edu/shared';
import { mediaKindOf, mediaUrl } from '@edu/shared';
import type { ReactNode } from 'react';
import { SampleTranscript } from './sample-transcript';

type SampleItem = Pick<
  ItemDetail,
  'sampleLink' | 'sampleCaptionLink' | 'sampleTranscript' | 'contentType' | 'title'
>;

/** The sample is for trying: no "save as" from the player's context menu. */
const noSaveMenu = (event: { preventDefault: () => void }) => event.preventDefault();

function SampleFigure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="space-y-2 rounded-xl bg-slate-50 p-3 sm:p-4">
      <figcaption className="text-sm font-semibold text-slate-800">{caption}</figcaption>
      {children}
    </figure>
  );
}

/**
 * The item's sample (spec §2): music plays here in a player without a download button; a video plays
 * here too, with its Korean captions when it has them (KWCAG 1.2.1), and still opens in a new tab as
 * the spec has it; a sound or video sample's transcript folds out beside its player. The preview of an
 * image or a file content (a small watermarked picture) shows here as 미리보기; another kind's sample
 * opens in a new tab.
 */
export function ItemSample({ item }: { item: SampleItem }) {
  if (!item.sampleLink) return null;
  const src = mediaUrl(item.sampleLink);
  const kind = mediaKindOf(item.sampleLink);
  const transcript = item.sampleTranscript ? <SampleTranscript text={item.sampleTranscript} /> : null;
  if ((item.contentType === 'IMAGE' || item.contentType === 'FILE') && kind === 'image') {
    return (
      <SampleFigure caption="미리보기">
        <img
          src={src}
          alt={`${item.title} 미리보기`}
          loading="lazy"
          className="mx-auto max-h-96 w-auto max-w-full rounded-lg border border-slate-200 bg-white"
        />
      </SampleFigure>
    );
  }
  if (kind === 'audio') {
    return (
      <SampleFigure caption="샘플 듣기">
        {/* biome-ignore lint/a11y/useMediaCaption: a player of sound alone shows no captions; its words are the transcript beside it. */}
        <audio
          src={src}
          controls
          controlsList="nodownload"
          preload="metadata"
          aria-label={`${item.title} 샘플 음원`}
          onContextMenu={noSaveMenu}
          className="w-full"
        >
          이 브라우저에서는 샘플을 재생할 수 없습니다.
        </audio>
        {transcript}
      </SampleFigure>
    );
  }
  if (kind === 'video') {
    return (
      <SampleFigure caption="샘플 영상">
        {/* biome-ignore lint/a11y/useMediaCaption: the captions track is there when uploaded; the save otherwise asked for a transcript or the no-speech mark. */}
        <video
          src={src}
          controls
          controlsList="nodownload"
          preload="metadata"
          playsInline
          aria-label={`${item.title} 샘플 영상`}
          onContextMenu={noSaveMenu}
          className="aspect-video w-full rounded-lg bg-black"
        >
          {item.sampleCaptionLink && (
            <track
              kind="captions"
              srcLang="ko"
              label="한국어"
              src={mediaUrl(item.sampleCaptionLink)}
              default
            />
          )}
          이 브라우저에서는 샘플을 재생할 수 없습니다.
        </video>
        {transcript}
        <NewTabLink href={src}>샘플 영상 보기</NewTabLink>
      </SampleFigure>
    );
  }
  return <NewTabLink href={src}>{item.contentType === 'VIDEO' ? '샘플 영상 보기' : '샘플 보기'}</NewTabLink>;
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-2 rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {children}
      <span className="sr-only">(새 창)</span>
      <span aria-hidden="true">↗</span>
    </a>
  );
}
