import { afterSaleMessages } from '@edu/shared';
import { type ChangeEvent, useRef, useState } from 'react';
import { secondaryButtonClass } from '@/components/form/form-styles';
import { useDialog } from '@/components/ui/dialog-provider';
import { choosePhotos, photoAccept, photoLimitMessage } from '../lib/image-signature';

type PhotoPickerButtonProps = {
  /** Photos kept already (and on their way up). */
  kept: number;
  max: number;
  onPick: (files: File[]) => void;
  disabled?: boolean;
};

/**
 * "사진 추가": opens the file picker and hands on only the chosen files whose first bytes are a JPG, PNG,
 * GIF or WEBP, up to the limit; a non-image is told with afterSaleMessages.imageOnly, the limit with its own text.
 */
export function PhotoPickerButton({ kept, max, onPick, disabled = false }: PhotoPickerButtonProps) {
  const dialog = useDialog();
  const inputRef = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // The same file may be chosen again after it was removed.
    input.value = '';
    if (files.length === 0) return;
    setChecking(true);
    try {
      const choice = await choosePhotos(files, { kept, max });
      if (choice.accepted.length > 0) onPick(choice.accepted);
      if (choice.refusedNotImage) await dialog.alert(afterSaleMessages.imageOnly);
      if (choice.refusedOverLimit) await dialog.alert(photoLimitMessage(max));
    } finally {
      setChecking(false);
    }
  };

  const full = kept >= max;
  return (
    <>
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        disabled={disabled || checking || full}
        className={secondaryButtonClass}
      >
        사진 추가
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={photoAccept}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={pick}
      />
    </>
  );
}
