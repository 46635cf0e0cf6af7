import { mallItemAdminLimits } from '@edu/shared';
import { type RowCell, RowListSection } from '../../components/row-list-section';
import type { LicenseDraft } from '../lib/item-draft';
import { draftRows } from './draft-rows';
import type { ItemFormKit } from './form-kit';

const cells: readonly RowCell<LicenseDraft>[] = [
  { field: 'name', label: '이름', maxLength: 100, placeholder: '예: 상업용', className: 'min-w-48 flex-1' },
  { field: 'price', label: '가격 (원)', numeric: true, placeholder: '가격 (원)', className: 'w-36' },
];

/** 라이선스 of an image content: the uses buyers choose between, each with its price; at most 10. */
export function LicensesSection({ kit }: { kit: ItemFormKit }) {
  return (
    <RowListSection
      name="라이선스"
      description="구매자가 고르는 사용 범위와 가격입니다(예: 개인용, 상업용)."
      max={mallItemAdminLimits.licensesMax}
      cells={cells}
      {...draftRows(kit, 'licenses', () => ({ licenseId: null, name: '', price: '' }))}
    />
  );
}
