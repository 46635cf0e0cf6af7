import { afterSaleLimits, mediaUrl } from '@edu/shared';
import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { uploadReviewPhoto } from '../api/upload-review-photo';
import { PhotoPickerButton } from './photo-picker-button';
import { PhotoThumb } from './photo-thumb';

type ReviewPhotosProps = {
  /** The stored paths of the review's photos, in order. */
  photos: string[];
  onChange: (update: (photos: string[]) => string[]) => void;
  /** Tells the dialog while photos are on their way up, so it is not saved without them. */
  onUploadingChange: (uploading: boolean) => void;
};

const max = afterSaleLimits.reviewPhotosMax;

/** The review's photos: up to 10, each checked as an image in the page and stored at once, with remove buttons. */
export function ReviewPhotos({ photos, onChange, onUploadingChange }: ReviewPhotosProps) {
  const dialog = useDialog();
  const [pending, setPending] = useState(0);

  const upload = async (files: File[]) => {
    setPending((count) => count + files.length);
    onUploadingChange(true);
    let failure: unknown = null;
    // One after another, so the photos keep the order they were chosen in.
    for (const file of files) {
      try {
        const { path } = await uploadReviewPhoto(file);
        onChange((current) => [...current, path]);
      } catch (error) {
        failure ??= error;
      } finally {
        setPending((count) => count - 1);
      }
    }
    onUploadingChange(false);
    if (failure) await dialog.alert(failure instanceof Error ? failure.message : String(failure));
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        사진 <span className="font-normal text-slate-500">(선택, {max}장까지 · JPG, PNG, GIF, WEBP)</span>
      </legend>
      {(photos.length > 0 || pending > 0) && (
        <ul aria-label="첨부한 사진" className="flex flex-wrap gap-2">
          {photos.map((path, index) => (
            <PhotoThumb
              key={path}
              src={mediaUrl(path)}
              label={`사진 ${index + 1} 삭제`}
              onRemove={() => onChange((current) => current.filter((photo) => photo !== path))}
            />
          ))}
          {pending > 0 && (
            <li
              role="status"
              className="flex size-20 items-center justify-center rounded-lg bg-slate-50 text-xs text-slate-600 ring-1 ring-slate-200"
            >
              올리는 중…
            </li>
          )}
        </ul>
      )}
      <PhotoPickerButton kept={photos.length + pending} max={max} onPick={(files) => void upload(files)} />
    </fieldset>
  );
}
