import { formatWon } from '../../../../lib/format-won';
import { wonInputText, wonOf } from './won';

/** What the server takes (the shared warehouseEditSchema): checked here first so a slip is said at once. */
export const warehouseLimits = {
  nameMax: 100,
  courierMax: 50,
  deliveryFeeMax: 1_000_000,
  deliveryFreeOptionMax: 100_000_000,
  additionalDeliveryFeeMax: 1_000_000,
} as const;

export const warehouseMessages = {
  nameRequired: '창고 이름을 입력해 주세요.',
  nameTooLong: `창고 이름은 ${warehouseLimits.nameMax}자 이내로 입력해 주세요.`,
  courierTooLong: `택배사는 ${warehouseLimits.courierMax}자 이내로 입력해 주세요.`,
  deliveryFeeRequired: '배송비를 입력해 주세요.',
  deliveryFeeInvalid: `배송비는 0원부터 ${formatWon(warehouseLimits.deliveryFeeMax)}까지 원 단위 숫자로 입력해 주세요.`,
  deliveryFreeOptionRequired: '무료 배송 기준 금액을 입력해 주세요.',
  deliveryFreeOptionInvalid: `무료 배송 기준은 0원부터 ${formatWon(warehouseLimits.deliveryFreeOptionMax)}까지 원 단위 숫자로 입력해 주세요.`,
  additionalDeliveryFeeInvalid: `추가 배송비는 0원부터 ${formatWon(warehouseLimits.additionalDeliveryFeeMax)}까지 원 단위 숫자로 입력해 주세요.`,
} as const;

/** The form as typed: every box is text, amounts as "3,000" or "3000원". */
export type WarehouseDraft = {
  name: string;
  deliveryCompany: string;
  deliveryFee: string;
  deliveryFreeOption: string;
  additionalDeliveryFee: string;
};
export type WarehouseField = keyof WarehouseDraft;

/** The body of POST /api/admin/mall/warehouses and PUT …/{warehouseId}. */
export type WarehouseBody = {
  name: string;
  deliveryCompany: string;
  deliveryFee: number;
  deliveryFreeOption: number;
  additionalDeliveryFee: number;
};

export type WarehouseRequest =
  | { ok: true; body: WarehouseBody }
  | { ok: false; problem: string; field: WarehouseField };

/** A new warehouse's form: empty, the additional fee left to its default of 0. */
export const emptyWarehouseDraft: WarehouseDraft = {
  name: '',
  deliveryCompany: '',
  deliveryFee: '',
  deliveryFreeOption: '',
  additionalDeliveryFee: '',
};

/** A saved warehouse's form, its amounts written as "3,000". */
export const warehouseDraftOf = (warehouse: WarehouseBody): WarehouseDraft => ({
  name: warehouse.name,
  deliveryCompany: warehouse.deliveryCompany,
  deliveryFee: wonInputText(warehouse.deliveryFee),
  deliveryFreeOption: wonInputText(warehouse.deliveryFreeOption),
  additionalDeliveryFee: wonInputText(warehouse.additionalDeliveryFee),
});

/** Characters as the database counts a varchar's (code points), so an emoji counts once. */
const characterCount = (text: string): number => [...text].length;

/** A whole amount of 0 to `max` won, or why not; an empty box is `required`'s problem, or `empty` when given. */
function amountOf(
  text: string,
  max: number,
  problems: { required?: string; invalid: string },
  empty?: number,
): { ok: true; amount: number } | { ok: false; problem: string } {
  if (!text.trim()) {
    if (empty !== undefined) return { ok: true, amount: empty };
    return { ok: false, problem: problems.required ?? problems.invalid };
  }
  const amount = wonOf(text);
  if (amount === null || amount > max) return { ok: false, problem: problems.invalid };
  return { ok: true, amount };
}

/**
 * The body of a warehouse save, checked in the order of the form: a name (trimmed, up to 100
 * characters), a courier of up to 50 (may be empty), a delivery fee and a free-delivery threshold in
 * whole won from 0, and an additional fee in whole won from 0 (empty means 0, the server's default).
 */
export function warehouseRequestOf(draft: WarehouseDraft): WarehouseRequest {
  const name = draft.name.trim();
  if (!name) return { ok: false, problem: warehouseMessages.nameRequired, field: 'name' };
  if (characterCount(name) > warehouseLimits.nameMax)
    return { ok: false, problem: warehouseMessages.nameTooLong, field: 'name' };
  const deliveryCompany = draft.deliveryCompany.trim();
  if (characterCount(deliveryCompany) > warehouseLimits.courierMax)
    return { ok: false, problem: warehouseMessages.courierTooLong, field: 'deliveryCompany' };

  const deliveryFee = amountOf(draft.deliveryFee, warehouseLimits.deliveryFeeMax, {
    required: warehouseMessages.deliveryFeeRequired,
    invalid: warehouseMessages.deliveryFeeInvalid,
  });
  if (!deliveryFee.ok) return { ok: false, problem: deliveryFee.problem, field: 'deliveryFee' };
  const deliveryFreeOption = amountOf(draft.deliveryFreeOption, warehouseLimits.deliveryFreeOptionMax, {
    required: warehouseMessages.deliveryFreeOptionRequired,
    invalid: warehouseMessages.deliveryFreeOptionInvalid,
  });
  if (!deliveryFreeOption.ok)
    return { ok: false, problem: deliveryFreeOption.problem, field: 'deliveryFreeOption' };
  const additionalDeliveryFee = amountOf(
    draft.additionalDeliveryFee,
    warehouseLimits.additionalDeliveryFeeMax,
    { invalid: warehouseMessages.additionalDeliveryFeeInvalid },
    0,
  );
  if (!additionalDeliveryFee.ok)
    return { ok: false, problem: additionalDeliveryFee.problem, field: 'additionalDeliveryFee' };

  return {
    ok: true,
    body: {
      name,
      deliveryCompany,
      deliveryFee: deliveryFee.amount,
      deliveryFreeOption: deliveryFreeOption.amount,
      additionalDeliveryFee: additionalDeliveryFee.amount,
    },
  };
}

/** The 무료 배송 기준 column: delivery is free when the goods from the warehouse cost more than this. */
export const freeDeliveryText = (threshold: number): string => `${formatWon(threshold)} 초과 무료`;

/** The 택배사 column: the courier, or a dash when none was given. */
export const courierText = (deliveryCompany: string): string => deliveryCompany.trim() || '-';

/** Said once a save went through. */
export const warehouseSavedMessage = (name: string, added: boolean): string =>
  added ? `창고를 추가했습니다 (${name}).` : `창고 정보를 저장했습니다 (${name}).`;
