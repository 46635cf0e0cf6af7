import { characterCount, groupDigits, mallItemAdminLimits as limits, mediaKindOf } from '@edu/shared';
import { useId, useRef } from 'react';
import { Field } from '../../components/admin-field';
import { adminInputClass, adminLabelClass, adminSecondaryButtonClass } from '../../components/admin-styles';
import { uploadAccept } from '../lib/uploads';
import type { ItemFormKit } from './form-kit';
import { UploadStatus } from './upload-status';
import { useUpload } from './use-upload';

/**
 * 자막과 대본 of a sound or video sample (KWCAG 1.2.1 자막 제공): a WebVTT caption track, a transcript, or
 * the tick that nothing is said in it. An item on sale needs one of the three; the item page shows the
 * captions on the video and the transcript under 대본 보기.
 */
export function SampleTextFields({ kit }: { kit: ItemFormKit }) {
  const { draft, change, idOf, invalid } = kit;
  const hintId = useId();
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4" aria-describedby={hintId}>
      <legend className={`${adminLabelClass} px-1`}>미리보기 자막과 대본</legend>
      <p id={hintId} className="text-xs text-slate-600">
        판매 중인 상품의 영상 미리보기에는 자막 파일이나 대본이, 음원 미리보기에는 대본이 있어야 합니다(음원
        플레이어는 자막을 보여 주지 않습니다). 말소리 없이 음악이나 소리만 있다면 맨 아래에 표시해 주세요.
      </p>
      <CaptionUpload kit={kit} />
      <Field
        id={idOf('sampleText')}
        label="대본"
        hint={`말하거나 노래하는 내용을 그대로 적어 주세요. 상품 페이지의 ‘대본 보기’에 줄바꿈까지 그대로 보입니다. (${groupDigits(characterCount(draft.sampleTranscript))}/${groupDigits(limits.transcriptMax)}자)`}
        invalid={invalid('sampleText')}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={6}
            maxLength={limits.transcriptMax}
            className={`${adminInputClass} w-full`}
            value={draft.sampleTranscript}
            onChange={(event) => change({ sampleTranscript: event.target.value })}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={draft.sampleWithoutSpeech}
          onChange={(event) => change({ sampleWithoutSpeech: event.target.checked })}
        />
        이 미리보기에는 말소리가 없습니다
      </label>
    </fieldset>
  );
}

/** The caption track: chosen, uploaded at once (the server reads whether it is WebVTT), removable. */
function CaptionUpload({ kit }: { kit: ItemFormKit }) {
  const { draft, change } = kit;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy, problem } = useUpload('caption');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await upload(file);
    if (input.current) input.current.value = '';
    if (uploaded) change({ sampleCaptionLink: uploaded.path });
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className={adminLabelClass}>
        자막 파일 (WebVTT)
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={uploadAccept.caption}
        className="block max-w-full text-sm"
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        .vtt · 1MB 이하. 영상에서는 화면 아래에 자막으로 나옵니다.
      </p>
      <UploadStatus busy={busy} problem={problem} />
      {draft.sampleCaptionLink && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-slate-700">
            {/* A video's preview above shows the captions, so they can be checked before saving. */}
            {mediaKindOf(draft.sampleLink ?? '') === 'video'
              ? '자막 파일을 올렸습니다. 위 미리보기 영상에서 자막을 켜 확인할 수 있습니다.'
              : '자막 파일을 올렸습니다.'}
          </p>
          <button
            type="button"
            className={adminSecondaryButtonClass}
            disabled={busy}
            onClick={() => change({ sampleCaptionLink: null })}
          >
            자막 파일 삭제
          </button>
        </div>
      )}
    </div>
  );
}
