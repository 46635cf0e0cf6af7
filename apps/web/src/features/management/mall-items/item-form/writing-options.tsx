import { mallItemAdminLimits } from '@edu/shared';
import { type RowCell, RowListSection } from '../../components/row-list-section';
import type { WritingDraft } from '../lib/item-draft';
import { draftRows } from './draft-rows';
import type { ItemFormKit } from './form-kit';

const cells: readonly RowCell<WritingDraft>[] = [
  {
    field: 'name',
    label: '이름',
    maxLength: 100,
    placeholder: '예: 새길 이름',
    className: 'min-w-48 flex-1',
  },
  {
    field: 'extraPrice',
    label: '추가 금액 (원)',
    numeric: true,
    placeholder: '추가 금액 (원)',
    className: 'w-36',
  },
  { type: 'check', field: 'required', label: '필수' },
];

/**
 * 입력형 옵션: what buyers write in when they order (새길 이름…), each required or not, with its extra per
 * unit; at most 5.
 */
export function WritingOptions({ kit }: { kit: ItemFormKit }) {
  return (
    <RowListSection
      name="입력형 옵션"
      frame="group"
      description="구매자가 주문할 때 직접 입력하는 항목입니다(예: 새길 이름). 선택형 옵션이 있으면 고른 옵션에 함께 담기고, 추가 금액은 그 수량만큼 더해집니다(비우면 0원)."
      max={mallItemAdminLimits.writingMax}
      cells={cells}
      {...draftRows(kit, 'writing', () => ({ optionId: null, name: '', required: false, extraPrice: '' }))}
    />
  );
}
