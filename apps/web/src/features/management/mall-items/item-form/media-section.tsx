import { isTimedMedia, type MallUploadPurpose, mediaKindOf } from '@edu/shared';
import { type ReactNode, useId, useRef } from 'react';
import { mediaUrl } from '@/features/mall';
import { adminLabelClass, adminSecondaryButtonClass } from '../../components/admin-styles';
import { FormSection } from '../../components/form-section';
import { uploadAccept } from '../lib/uploads';
import type { ItemFormKit } from './form-kit';
import { SampleTextFields } from './sample-text-fields';
import { UploadStatus } from './upload-status';
import { useUpload } from './use-upload';

/**
 * 이미지: the picture the item is shown with, and a sample (picture, sound or video) buyers may try; a
 * sound or video sample with its captions, transcript or no-speech tick.
 */
export function MediaSection({ kit }: { kit: ItemFormKit }) {
  const { draft, change } = kit;
  return (
    <FormSection title="이미지">
      <div className="grid gap-6 lg:grid-cols-2">
        <UploadField
          purpose="thumbnail"
          label="대표 이미지"
          hint="JPG, PNG, GIF, WEBP · 10MB 이하. 목록과 상품 페이지에 보입니다."
          path={draft.thumbnailLink}
          onChange={(thumbnailLink) => change({ thumbnailLink })}
          preview={(src) => (
            <img src={src} alt="대표 이미지 미리보기" className="h-full w-full object-cover" />
          )}
        />
        <UploadField
          purpose="sample"
          label="미리보기 파일"
          hint="이미지, 음원(MP3, WAV, OGG) 또는 영상(MP4, WEBM) · 50MB 이하. 상품 페이지에서 누구나 볼 수 있습니다. 음원이나 영상을 올리면 자막과 대본을 넣는 칸이 나옵니다."
          path={draft.sampleLink}
          onChange={(sampleLink) => change({ sampleLink })}
          preview={(src, path) => <SamplePreview src={src} path={path} captions={draft.sampleCaptionLink} />}
        />
      </div>
      {isTimedMedia(draft.sampleLink) && <SampleTextFields kit={kit} />}
    </FormSection>
  );
}

function SamplePreview({ src, path, captions }: { src: string; path: string; captions: string | null }) {
  const kind = mediaKindOf(path);
  if (kind === 'audio')
    // biome-ignore lint/a11y/useMediaCaption: the administrator's own check of the file; its transcript is typed below.
    return <audio controls src={src} aria-label="미리보기 음원" className="w-full" />;
  if (kind === 'video')
    return (
      // biome-ignore lint/a11y/useMediaCaption: the track comes once uploaded (below the form asks for it or a transcript).
      <video controls src={src} aria-label="미리보기 영상" className="h-full w-full bg-black">
        {/* The administrator sees the captions as buyers will, before saving. */}
        {captions && <track kind="captions" srcLang="ko" label="한국어" src={mediaUrl(captions)} default />}
      </video>
    );
  if (kind === 'image') return <img src={src} alt="미리보기 이미지" className="h-full w-full object-cover" />;
  return <span className="px-2 text-center text-sm break-all text-slate-600">{path}</span>;
}

type UploadFieldProps = {
  purpose: MallUploadPurpose;
  label: string;
  hint: string;
  path: string | null;
  onChange: (path: string | null) => void;
  preview: (src: string, path: string) => ReactNode;
};

/** One public file of the item: chosen, uploaded at once, shown, and removable (the save applies it). */
function UploadField({ purpose, label, hint, path, onChange, preview }: UploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy, problem } = useUpload(purpose);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await upload(file);
    if (input.current) input.current.value = '';
    if (uploaded) onChange(uploaded.path);
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className={adminLabelClass}>
        {label}
      </label>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex h-36 w-56 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {path ? preview(mediaUrl(path), path) : <span className="text-sm text-slate-500">파일 없음</span>}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={uploadAccept[purpose]}
            className="block max-w-full text-sm"
            disabled={busy}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
          <UploadStatus busy={busy} problem={problem} />
          {path && (
            <button
              type="button"
              className={adminSecondaryButtonClass}
              disabled={busy}
              onClick={() => onChange(null)}
            >
              {label} 삭제
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
