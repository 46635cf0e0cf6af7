import type { ItemType } from './catalog.constants';

/**
 * Whether an item's price carries 부가가치세: 과세 (VAT included in the price) or 면세. Books and
 * printed teaching materials are exempt (부가가치세법 제26조, 도서); digital contents are generally
 * taxable. Set on the item, copied onto the order line when it is bought.
 */
export const taxTypes = ['TAXABLE', 'EXEMPT'] as const;
export type TaxType = (typeof taxTypes)[number];

export const taxTypeLabels: Record<TaxType, string> = { TAXABLE: '과세', EXEMPT: '면세' };

/** A new item's tax type: the mall's goods are textbooks (면세), its contents digital (과세). */
export const defaultTaxTypeOf = (itemType: ItemType): TaxType =>
  itemType === 'PRODUCT' ? 'EXEMPT' : 'TAXABLE';

/**
 * A price paid split into 공급가액 and 세액: a taxable price includes VAT of 1/11 (rounded to the won),
 * an exempt one none. The statement and every total of it use this one rule.
 */
export function splitVat(amount: number, taxType: TaxType): { supplyAmount: number; vat: number } {
  const vat = taxType === 'TAXABLE' ? Math.round(amount / 11) : 0;
  return { supplyAmount: amount - vat, vat };
}
