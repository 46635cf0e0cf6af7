import { mallItemAdminLimits } from '@edu/shared';
import {
  adminDangerButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../../components/admin-styles';
import { type LicenseDraft, newRowKey } from '../lib/item-draft';
import { rowsWith, rowsWithout } from '../lib/rows';
import { CountNote, FormSection } from './form-fields';
import type { ItemFormKit } from './form-kit';

/** 라이선스 of an image content: the uses buyers choose between, each with its price; at most 10. */
export function LicensesSection({ kit }: { kit: ItemFormKit }) {
  const { draft, update, idOf, invalid } = kit;
  const edit = (key: string, patch: Partial<LicenseDraft>) =>
    update((current) => ({ licenses: rowsWith(current.licenses, key, patch) }));

  return (
    <FormSection
      title="라이선스"
      description={
        <>
          구매자가 고르는 사용 범위와 가격입니다(예: 개인용, 상업용).{' '}
          <CountNote count={draft.licenses.length} max={mallItemAdminLimits.licensesMax} />
        </>
      }
    >
      <ul className="space-y-2">
        {draft.licenses.map((license, row) => {
          const n = row + 1;
          return (
            <li key={license.key} className="flex flex-wrap items-center gap-2">
              <input
                id={idOf('licenses', row)}
                className={`${adminInputClass} min-w-48 flex-1`}
                autoComplete="off"
                maxLength={100}
                aria-label={`라이선스 ${n} 이름`}
                placeholder="예: 상업용"
                value={license.name}
                {...invalid('licenses', row)}
                onChange={(event) => edit(license.key, { name: event.target.value })}
              />
              <input
                className={`${adminInputClass} w-36`}
                inputMode="numeric"
                autoComplete="off"
                maxLength={15}
                aria-label={`라이선스 ${n} 가격 (원)`}
                placeholder="가격 (원)"
                value={license.price}
                onChange={(event) => edit(license.key, { price: event.target.value })}
              />
              <button
                type="button"
                className={adminDangerButtonClass}
                onClick={() =>
                  update((current) => ({ licenses: rowsWithout(current.licenses, license.key) }))
                }
              >
                <span className="sr-only">라이선스 {n} </span>삭제
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={adminSecondaryButtonClass}
        disabled={draft.licenses.length >= mallItemAdminLimits.licensesMax}
        onClick={() =>
          update((current) => ({
            licenses: [...current.licenses, { key: newRowKey(), licenseId: null, name: '', price: '' }],
          }))
        }
      >
        라이선스 추가
      </button>
    </FormSection>
  );
}
