import {
  type AdminCategory,
  categoryIconMessage,
  categoryIconOf,
  characterCount,
  isCategoryIconName,
  mallItemAdminMessages as say,
} from '@edu/shared';
import { boundedNumberOf } from './numbers';

/** A category in menu order with its depth: top categories (0), each followed by its children (1). */
export type CategoryChoice = { category: AdminCategory; depth: 0 | 1; label: string };

/**
 * The categories as the menu shows them: each top category in the order given (the server's: sort, then
 * id), its children right below it, indented in `label`. A child whose parent is missing comes last.
 */
export function categoryTreeOf(categories: readonly AdminCategory[]): CategoryChoice[] {
  const tops = categories.filter((category) => category.parentId === null);
  const topIds = new Set(tops.map((category) => category.categoryId));
  const choice = (category: AdminCategory, depth: 0 | 1): CategoryChoice => ({
    category,
    depth,
    label: depth === 0 ? category.name : `\u00a0\u00a0└ ${category.name}`,
  });
  return [
    ...tops.flatMap((top) => [
      choice(top, 0),
      ...categories
        .filter((category) => category.parentId === top.categoryId)
        .map((child) => choice(child, 1)),
    ]),
    ...categories
      .filter((category) => category.parentId !== null && !topIds.has(category.parentId))
      .map((orphan) => choice(orphan, 1)),
  ];
}

export const categoryLimits = { nameMax: 50, sortMax: 999 } as const;

export const categoryMessages = {
  nameTooLong: `카테고리 이름은 ${categoryLimits.nameMax}자 이내로 입력해 주세요.`,
  sortInvalid: `정렬 순서는 0부터 ${categoryLimits.sortMax}까지 숫자로 입력해 주세요.`,
} as const;

/** The category dialog as typed. */
export type CategoryDraft = { name: string; parentId: number | null; icon: string; sort: string };
export type CategoryField = 'name' | 'parentId' | 'icon' | 'sort';

/** The body of POST /api/admin/mall/categories and PUT …/{categoryId}. */
export type CategoryBody = { name: string; parentId: number | null; icon: string | null; sort: number };

export type CategoryRequest =
  | { ok: true; body: CategoryBody }
  | { ok: false; problem: string; field: CategoryField };

export const categoryDraftOf = (category: AdminCategory | null): CategoryDraft =>
  category
    ? {
        name: category.name,
        parentId: category.parentId,
        // A first demo data's emoji reads as the icon that replaced it.
        icon: categoryIconOf(category.icon) ?? '',
        sort: String(category.sort),
      }
    : { name: '', parentId: null, icon: '', sort: '0' };

/**
 * The body of a category save, checked in the dialog's order: a name (trimmed, up to 50 characters), a
 * parent that is a top category other than itself, an icon from the drawn ones (empty = none), an order of 0–999.
 */
export function categoryRequestOf(
  draft: CategoryDraft,
  tops: readonly Pick<AdminCategory, 'categoryId' | 'parentId'>[],
  categoryId: number | null,
): CategoryRequest {
  const name = draft.name.trim();
  if (!name) return { ok: false, problem: say.categoryNameRequired, field: 'name' };
  if (characterCount(name) > categoryLimits.nameMax)
    return { ok: false, problem: categoryMessages.nameTooLong, field: 'name' };
  if (
    draft.parentId !== null &&
    (draft.parentId === categoryId ||
      !tops.some((top) => top.categoryId === draft.parentId && top.parentId === null))
  )
    return { ok: false, problem: say.categoryParentInvalid, field: 'parentId' };
  const icon = draft.icon.trim();
  if (icon && !isCategoryIconName(icon)) return { ok: false, problem: categoryIconMessage, field: 'icon' };
  const sort = boundedNumberOf(draft.sort, categoryLimits.sortMax);
  if (sort === null) return { ok: false, problem: categoryMessages.sortInvalid, field: 'sort' };
  return { ok: true, body: { name, parentId: draft.parentId, icon: icon || null, sort } };
}

/** Said once a save or a removal went through. */
export const categorySavedMessage = (name: string, added: boolean): string =>
  added ? `카테고리를 추가했습니다 (${name}).` : `카테고리를 저장했습니다 (${name}).`;
export const categoryDeletedMessage = (name: string): string => `카테고리를 삭제했습니다 (${name}).`;
