/**
 * The cart rows an order is for, as the cart page puts them in the address (`?cartIdSet=1,2,3`): whole
 * positive numbers, each once, in the order given; anything else in the list is left out.
 */
export function parseCartIdSet(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)];
}
