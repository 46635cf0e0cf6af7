import { type ChangeEvent, useId } from 'react';
import { useDialog } from '@/components/ui/dialog-provider';
import { useObjectUrl } from '@/lib/use-object-url';
import { adminInputClass, adminLabelClass, adminSectionTitleClass } from '../components/admin-styles';
import { fileIsKioskImage } from './image-signature';
import { type KioskDevice, kioskDeviceInfo, kioskLimits, kioskTexts, lengthOf } from './kiosk-rules';

export type KioskPanelValue = { title: string; description: string; image: string | null; file: File | null };

type Props = {
  device: KioskDevice;
  value: KioskPanelValue;
  onChange: (value: KioskPanelValue) => void;
};

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span id={id} className={`text-xs ${length > max ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
      {length}/{max}
    </span>
  );
}

/** One display's image, title and description, with live counters and a checked image picker. */
export function KioskPanel({ device, value, onChange }: Props) {
  const id = useId();
  const dialog = useDialog();
  const { label, ratio } = kioskDeviceInfo[device];
  const preview = useObjectUrl(value.file) ?? value.image;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (!(await fileIsKioskImage(file))) {
      input.value = '';
      await dialog.alert(kioskTexts.imageOnly);
      return;
    }
    onChange({ ...value, file });
  };

  const titleLength = lengthOf(value.title);
  const descriptionLength = lengthOf(value.description);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h3 id={`${id}-heading`} className={adminSectionTitleClass}>
        {label}
      </h3>
      <figure className="space-y-2">
        <div
          className="flex w-full items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50"
          style={{
            aspectRatio: `${ratio[0]} / ${ratio[1]}`,
            maxHeight: device === 'tablet' ? '24rem' : undefined,
          }}
        >
          {preview ? (
            <img src={preview} alt={`${label} 이미지 미리보기`} className="h-full w-full object-contain" />
          ) : (
            <span className="text-sm text-slate-500">등록된 이미지가 없습니다.</span>
          )}
        </div>
        <figcaption className="text-xs text-slate-500">
          권장 비율 {ratio[0]}:{ratio[1]}
          {value.file && ` · 새 이미지: ${value.file.name} (저장 시 적용)`}
        </figcaption>
      </figure>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-image`} className={adminLabelClass}>
          이미지 파일 (png, jpg, bmp, tiff, webp)
        </label>
        <input
          id={`${id}-image`}
          type="file"
          accept="image/png,image/jpeg,image/bmp,image/tiff,image/webp"
          className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
          onChange={pick}
        />
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between">
          <label htmlFor={`${id}-title`} className={adminLabelClass}>
            제목
          </label>
          <Counter id={`${id}-title-count`} length={titleLength} max={kioskLimits.title} />
        </div>
        <input
          id={`${id}-title`}
          className={adminInputClass}
          value={value.title}
          maxLength={kioskLimits.title}
          aria-describedby={`${id}-title-count ${id}-rule`}
          onChange={(event) => onChange({ ...value, title: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between">
          <label htmlFor={`${id}-description`} className={adminLabelClass}>
            설명
          </label>
          <Counter id={`${id}-description-count`} length={descriptionLength} max={kioskLimits.description} />
        </div>
        <textarea
          id={`${id}-description`}
          className={`${adminInputClass} resize-none`}
          rows={2}
          value={value.description}
          maxLength={kioskLimits.description}
          aria-describedby={`${id}-description-count ${id}-rule`}
          onChange={(event) => onChange({ ...value, description: event.target.value })}
        />
      </div>
      <p id={`${id}-rule`} className="text-xs text-slate-500">
        제목 {kioskLimits.title}자, 설명 {kioskLimits.description}자 이내의 한글, 영문, 숫자(띄어쓰기 가능)
      </p>
    </section>
  );
}
