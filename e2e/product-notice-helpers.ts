import {
  type ProductNoticeField,
  type ProductNoticeGroup,
  productNoticeFieldsOf,
  productNoticeGroups,
} from '@edu/shared';
import type { Locator } from '@playwright/test';

/** The admin form's box of one item of the notice, by its label ("쪽수 (필수)" when required). */
export const noticeBox = (form: Locator, field: Pick<ProductNoticeField, 'label' | 'required'>) =>
  form.getByRole('textbox', { name: field.required ? `${field.label} (필수)` : field.label, exact: true });

/** What an administrator types for an item they have nothing particular to say about. */
const exampleOf = (field: ProductNoticeField) =>
  field.format === 'isbn' ? '' : field.long ? `${field.label}: 상세 설명 참조` : '상세 설명 참조';

/**
 * Picks the item's 상품정보제공고시 group in the admin form and fills every box of it: with `values` by
 * key where given (a blank one left empty), otherwise with a plain example.
 */
export async function fillProductNotice(
  form: Locator,
  group: ProductNoticeGroup,
  values: Record<string, string> = {},
) {
  await form.getByLabel('상품군').selectOption({ label: productNoticeGroups[group].label });
  for (const field of productNoticeFieldsOf(group))
    await noticeBox(form, field).fill(values[field.key] ?? exampleOf(field));
}
