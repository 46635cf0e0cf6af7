import {
  type ProductNoticeField,
  type ProductNoticeGroup,
  productNoticeFieldsOf,
  productNoticeGroupKeys,
  productNoticeGroups,
} from '@edu/shared';
import { Field, SelectBox, TextBox } from '../../components/admin-field';
import { adminInputClass } from '../../components/admin-styles';
import { FormSection } from '../../components/form-section';
import type { ItemFormKit } from './form-kit';

const groupChoices = productNoticeGroupKeys.map((group) => ({
  value: group,
  label: productNoticeGroups[group].label,
}));

/**
 * 상품정보제공고시 (전자상거래법): the administrator picks the item's product group and the form lays out
 * that group's items, in the notice's order and words, each its own box. A refusal points at the group
 * or at the box (its row is the item's place in the group), as the shared rule names them.
 */
export function ProductNoticeSection({ kit }: { kit: ItemFormKit }) {
  const { draft, change, idOf, invalid } = kit;
  const group = draft.noticeGroup;
  return (
    <FormSection
      title="상품정보제공고시"
      description="판매 중으로 저장하려면 상품군을 고르고 그 항목을 모두 채워야 합니다. 판매 중지 상태에서는 나누어 채워도 됩니다. 상품 페이지에 표로 보입니다."
    >
      <SelectBox
        id={idOf('productNotice')}
        label="상품군"
        required
        hint="교재와 책은 도서, 내려받거나 재생하는 콘텐츠는 디지털콘텐츠, 그 밖의 물품은 기타 재화입니다."
        emptyLabel="선택해 주세요"
        value={group ?? ''}
        options={groupChoices}
        invalid={invalid('productNotice')}
        onChange={(value) => change({ noticeGroup: value === '' ? null : (value as ProductNoticeGroup) })}
      />
      {group && (
        <div className="grid gap-4 sm:grid-cols-2">
          {productNoticeFieldsOf(group).map((field, row) => (
            <NoticeBox key={field.key} kit={kit} field={field} row={row} />
          ))}
        </div>
      )}
    </FormSection>
  );
}

/** One item of the notice: a line, or several for the long ones (목차, 청약철회의 효과). */
function NoticeBox({ kit, field, row }: { kit: ItemFormKit; field: ProductNoticeField; row: number }) {
  const { draft, update, idOf, invalid } = kit;
  const value = draft.noticeValues[field.key] ?? '';
  const set = (next: string) =>
    update((current) => ({ noticeValues: { ...current.noticeValues, [field.key]: next } }));
  const common = {
    id: idOf('productNotice', row),
    label: field.label,
    required: field.required,
    hint: field.hint,
    invalid: invalid('productNotice', row),
  };
  if (!field.long) return <TextBox {...common} value={value} maxLength={field.max} onChange={set} />;
  return (
    <Field {...common} className="sm:col-span-2">
      {(aria) => (
        <textarea
          {...aria}
          rows={4}
          maxLength={field.max}
          className={`${adminInputClass} w-full`}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      )}
    </Field>
  );
}
