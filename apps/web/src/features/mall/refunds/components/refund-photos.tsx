import { afterSaleLimits } from '@edu/shared';
import { useRef } from 'react';
import { PhotoPickerButton } from '@/features/mall/reviews/components/photo-picker-button';
import { PhotoThumb } from '@/features/mall/reviews/components/photo-thumb';
import { useObjectUrl } from '@/lib/use-object-url';

export type ChosenPhoto = { key: number; file: File };

const max = afterSaleLimits.refundPhotosMax;

/** The request's photos (optional, up to 4, checked as images in the page); sent with the request. */
export function RefundPhotos({
  photos,
  onChange,
}: {
  photos: ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
}) {
  const nextKey = useRef(0);
  const add = (files: File[]) =>
    onChange([...photos, ...files.map((file) => ({ key: nextKey.current++, file }))]);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">
        사진 <span className="font-normal text-slate-500">(선택, {max}장까지 · JPG, PNG, GIF, WEBP)</span>
      </legend>
      {photos.length > 0 && (
        <ul aria-label="첨부할 사진" className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <FileThumb
              key={photo.key}
              file={photo.file}
              label={`사진 ${index + 1} 삭제`}
              onRemove={() => onChange(photos.filter((other) => other.key !== photo.key))}
            />
          ))}
        </ul>
      )}
      <PhotoPickerButton kept={photos.length} max={max} onPick={add} />
    </fieldset>
  );
}

function FileThumb({ file, label, onRemove }: { file: File; label: string; onRemove: () => void }) {
  return <PhotoThumb src={useObjectUrl(file)} label={label} onRemove={onRemove} />;
}
