import { type ProductNotice, type ProductNoticeGroup, productNoticeFieldsOf } from '@edu/shared';

/**
 * The 상품정보제공고시 as the form holds it: the chosen group (none yet: null) and what was typed in each
 * box by the item's key. The keys are unique across groups, so a switch of group keeps what was typed
 * for the other one, and switching back finds it again; only the chosen group's values are sent.
 */
export type NoticeDraft = { noticeGroup: ProductNoticeGroup | null; noticeValues: Record<string, string> };

/** A saved item's notice as the form starts from it (none: no group chosen, every box empty). */
export const noticeDraftOf = (notice: ProductNotice | null | undefined): NoticeDraft => ({
  noticeGroup: notice?.group ?? null,
  noticeValues: { ...notice?.values },
});

/** The notice the form sends: the chosen group's boxes that hold something (a blank box is no value). */
export function productNoticeOf(draft: NoticeDraft): ProductNotice | null {
  if (!draft.noticeGroup) return null;
  const values: Record<string, string> = {};
  for (const { key } of productNoticeFieldsOf(draft.noticeGroup)) {
    const value = draft.noticeValues[key] ?? '';
    if (value.trim()) values[key] = value;
  }
  return { group: draft.noticeGroup, values };
}
