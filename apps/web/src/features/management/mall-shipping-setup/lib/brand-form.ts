/** The server takes a brand name of 1 to 100 characters (the shared brandEditSchema). */
export const brandNameMax = 100;

export const brandMessages = {
  nameRequired: '브랜드 이름을 입력해 주세요.',
  nameTooLong: `브랜드 이름은 ${brandNameMax}자 이내로 입력해 주세요.`,
} as const;

/** The body of POST /api/admin/mall/brands and PUT …/{brandId}. */
export type BrandBody = { name: string };

export type BrandRequest = { ok: true; body: BrandBody } | { ok: false; problem: string };

/** The body of a brand save: the name trimmed, 1 to 100 characters (code points, as the database counts). */
export function brandRequestOf(nameText: string): BrandRequest {
  const name = nameText.trim();
  if (!name) return { ok: false, problem: brandMessages.nameRequired };
  if ([...name].length > brandNameMax) return { ok: false, problem: brandMessages.nameTooLong };
  return { ok: true, body: { name } };
}

/** Said once a save went through. */
export const brandSavedMessage = (name: string, added: boolean): string =>
  added ? `브랜드를 추가했습니다 (${name}).` : `브랜드 이름을 저장했습니다 (${name}).`;
