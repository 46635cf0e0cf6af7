import { CloseIcon } from '@/components/ui/icons';

/** One chosen photo as a small square, with a button taking it out again. */
export function PhotoThumb({
  src,
  label,
  onRemove,
  disabled = false,
}: {
  src: string | null;
  /** What the remove button says to a screen reader: "사진 2 삭제". */
  label: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <li className="relative size-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
      {src && <img src={src} alt="" className="size-full object-cover" />}
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={label}
        className="absolute top-1 right-1 rounded-full bg-slate-900/70 p-1 text-white hover:bg-slate-900 disabled:opacity-60"
      >
        <CloseIcon className="size-3.5" />
      </button>
    </li>
  );
}
