import { useId, useRef } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { imageUrl } from '@/features/conferences';
import { useObjectUrl } from '@/lib/use-object-url';
import { adminLabelClass, adminSecondaryButtonClass } from '../components/admin-styles';
import {
  conferenceFormTexts,
  hasThumbnailExtension,
  maxImageBytes,
  type ThumbnailDraft,
  thumbnailExtensions,
} from './conference-draft';

type ThumbnailPickerProps = {
  /** The stored thumbnail's path when editing. */
  current: string | null;
  value: ThumbnailDraft;
  onChange: (value: ThumbnailDraft) => void;
};

const accept = thumbnailExtensions.map((extension) => `.${extension}`).join(',');

/** Chooses the conference thumbnail: a preview, the five allowed types, and a delete switch when editing. */
export function ThumbnailPicker({ current, value, onChange }: ThumbnailPickerProps) {
  const dialog = useDialog();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(value.file);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = !hasThumbnailExtension(file.name)
      ? conferenceFormTexts.thumbnailType
      : file.size > maxImageBytes
        ? conferenceFormTexts.imageTooLarge
        : null;
    if (problem) {
      if (input.current) input.current.value = '';
      await dialog.alert(problem);
      return;
    }
    onChange({ file, remove: false });
  };

  const shown = preview ?? (current && !value.remove ? imageUrl(current) : null);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={adminLabelClass}>
        썸네일 <span className="font-normal text-slate-500">({thumbnailExtensions.join(', ')})</span>
      </label>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex h-32 w-48 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {shown ? (
            <img src={shown} alt="썸네일 미리보기" className="h-full w-full object-cover" />
          ) : (
            <span className="text-sm text-slate-500">{value.remove ? '삭제 예정' : '이미지 없음'}</span>
          )}
        </div>
        <div className="space-y-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            className="block text-sm"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {value.file && (
            <button
              type="button"
              className={adminSecondaryButtonClass}
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange({ file: null, remove: false });
              }}
            >
              선택 취소
            </button>
          )}
          {current && !value.file && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={value.remove}
                onChange={(event) => onChange({ file: null, remove: event.target.checked })}
              />
              썸네일 삭제 (저장 시 적용)
            </label>
          )}
        </div>
      </div>
    </div>
  );
}
