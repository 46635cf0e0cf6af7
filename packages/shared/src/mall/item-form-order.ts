/**
 * The administration's item form, field by field in the order it shows them (기본 정보 → 가격 → 사진과
 * 미리보기 → 상품정보제공고시 → 재고와 옵션 → 라이선스 → 영상 → 파일 → 성경 구절 → 관련 상품). The page
 * and the server check an item in this one order, so the first problem either names is the first wrong
 * field on screen.
 */
export const itemFormFields = [
  /** 종류: parts that do not belong to the chosen type (the page never sends them). */
  'itemType',
  'contentType',
  'itemKind',
  'title',
  'categoryId',
  'brandId',
  'warehouseId',
  'regularPrice',
  'sellingPrice',
  /** 과세 / 면세: an enum, so only its shape is checked. */
  'taxType',
  'downloadPeriod',
  /** The picture and the sample: the mall's own uploads only. */
  'media',
  /** The sound or video sample's captions, transcript or no-speech tick (KWCAG 1.2.1). */
  'sampleText',
  /** 상품정보제공고시: its group, then each of the group's items (the row is the item's place in the group). */
  'productNotice',
  'productStock',
  'levels',
  'combinations',
  'writing',
  'licenses',
  'videos',
  'files',
  'bibles',
  'related',
] as const;
export type ItemFormField = (typeof itemFormFields)[number];

/**
 * The first problem in the form's order: each field's check runs in turn (a field without one is
 * skipped) and the first that finds something answers.
 */
export function firstInFormOrder<Problem>(
  checks: Partial<Record<ItemFormField, () => Problem | null>>,
): Problem | null {
  for (const field of itemFormFields) {
    const problem = checks[field]?.();
    if (problem) return problem;
  }
  return null;
}
