import type { ItemDetail } from '@edu/shared';
import { formatWon } from '@/lib/format-won';

type License = NonNullable<ItemDetail['contentImage']>['imageLicenseList'][number];

type LicenseSelectorProps = {
  licenses: readonly License[];
  value: number | null;
  onChange: (licenseId: number) => void;
};

/** An image content's licences with their prices; the total follows the one chosen. */
export function LicenseSelector({ licenses, value, onChange }: LicenseSelectorProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">라이선스 선택</legend>
      {licenses.map((license) => (
        <label
          key={license.contentImageLicenseId}
          className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <span className="flex items-center gap-2.5">
            <input
              type="radio"
              name="image-license"
              value={license.contentImageLicenseId}
              checked={value === license.contentImageLicenseId}
              onChange={() => onChange(license.contentImageLicenseId)}
              className="accent-brand-600"
            />
            <span className="text-sm font-medium text-slate-800">{license.licenseName}</span>
          </span>
          <span className="text-sm font-semibold text-slate-900 tabular-nums">
            {formatWon(license.licensePrice)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
