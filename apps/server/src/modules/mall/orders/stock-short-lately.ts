/**
 * Whether this process told a buyer lately that the stock was short (409 품절): a drop is selling out
 * or sold out. Admission's refusals of order calls read the buyer's cart to say 품절 only then
 * (sold-out-refusal.ts); at other times they read nothing and stay the cheap 503 they are for. Each
 * 품절 lights it again, so it stays lit while a sold-out drop's late buyers keep coming, and goes out a
 * minute after the last. One per process, like the turns on hot rows.
 */
const litForMs = 60_000;
let lastShortAt = Number.NEGATIVE_INFINITY;

export function noteStockShort(at = performance.now()): void {
  lastShortAt = at;
}

export function stockShortLately(at = performance.now()): boolean {
  return at - lastShortAt < litForMs;
}
