import { orderMessages } from './order.constants';

// Kept apart from cart.contract.ts: the item page says these after 장바구니 담기, and importing them from
// the contract would bring zod's schemas (24.7 KB compressed) into the page's chunks.

/**
 * What a cart edit did, so the page can say it: a new row or more units (added), the popup's new lines
 * or count (optionsChanged, quantityChanged), another licence for a content already there
 * (licenseChanged), a content that was already there as it is (alreadyInCart), or a removal (deleted).
 */
export const cartEditOutcomes = [
  'added',
  'optionsChanged',
  'quantityChanged',
  'licenseChanged',
  'alreadyInCart',
  'deleted',
] as const;
export type CartEditOutcome = (typeof cartEditOutcomes)[number];

/** What each cart edit outcome says, on the server's answer and on the page. */
export const cartEditMessages = {
  added: orderMessages.addedToCart,
  optionsChanged: orderMessages.optionsChanged,
  quantityChanged: orderMessages.quantityChanged,
  licenseChanged: orderMessages.licenseChanged,
  alreadyInCart: orderMessages.alreadyInCart,
  deleted: orderMessages.deleted,
} as const satisfies Record<CartEditOutcome, string>;
