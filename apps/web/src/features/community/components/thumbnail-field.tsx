import { communityLimits, communityMessages } from '@edu/shared';
import { useId, useRef } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { imageUrl } from '@/features/conferences';
import { useObjectUrl } from '@/lib/use-object-url';
import { hasImageExtension, type ThumbnailDraft, thumbnailExtensions } from '../lib/post-image-command';

type ThumbnailFieldProps = {
  /** The stored thumbnail when editing. */
  current: string | null;
  value: ThumbnailDraft;
  onChange: (value: ThumbnailDraft) => void;
};

const accept = thumbnailExtensions.map((extension) => `.${extension}`).join(',');

/** The webzine thumbnail (board 4): image types only, a 7:10 preview, and a delete toggle when editing. */
export function ThumbnailField({ current, value, onChange }: ThumbnailFieldProps) {
  const dialog = useDialog();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(value.file);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = !hasImageExtension(file.name)
      ? communityMessages.imageOnly
      : file.size > communityLimits.imageMaxBytes
        ? communityMessages.imageTooLarge
        : null;
    if (problem) {
      clearInput();
      onChange({ ...value, file: null });
      await dialog.alert(problem);
      return;
    }
    onChange({ file, remove: false });
  };

  const toggleRemove = async (remove: boolean) => {
    if (remove) {
      if (!(await dialog.confirm(communityMessages.deleteThumbnailConfirm))) return;
      clearInput();
      onChange({ file: null, remove: true });
      await dialog.alert(communityMessages.thumbnailDeletedNotice);
      return;
    }
    onChange({ ...value, remove: false });
  };

  const shown = preview ?? (current && !value.remove ? imageUrl(current) : null);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        썸네일{' '}
        <span className="font-normal text-slate-500">(가로:세로 7:10, {thumbnailExtensions.join(', ')})</span>
      </label>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex aspect-[7/10] w-32 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {shown ? (
            <img src={shown} alt="썸네일 미리보기" className="h-full w-full object-cover" />
          ) : (
            <span className="px-2 text-center text-sm text-slate-500">
              {value.remove ? '삭제 예정' : '이미지 없음'}
            </span>
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
          {current && !value.file && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={value.remove}
                onChange={(event) => void toggleRemove(event.target.checked)}
              />
              썸네일 삭제
            </label>
          )}
        </div>
      </div>
    </div>
  );
}
