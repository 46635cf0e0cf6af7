/**
 * Whether this process sold limited stock or told a buyer it was short (409 품절) lately: a drop is
 * selling or sold out. Admission's refusals of order calls read the buyer's cart only then
 * (sold-out-refusal.ts); at other times they read nothing and stay the cheap 503 they are for. Each
 * sale or 품절 lights it again, so it stays lit while a drop's buyers keep coming, and goes out a minute
 * after the last. One per process, like the turns on hot rows.
 */
const litForMs = 60_000;
let lastShortAt = Number.NEGATIVE_INFINITY;
let lastTakenAt = Number.NEGATIVE_INFINITY;

/** An order took stock (in its turn on the stock rows). */
export function noteStockTaken(at = performance.now()): void {
  lastTakenAt = at;
}

export function stockTakenLately(at = performance.now()): boolean {
  return at - lastTakenAt < litForMs;
}

export function noteStockShort(at = performance.now()): void {
  lastShortAt = at;
}

export function stockShortLately(at = performance.now()): boolean {
  return at - lastShortAt < litForMs;
}
