/**
 * How wide each row's bar is, as a percentage of the widest: the biggest amount fills the bar, a small
 * but real amount still shows a sliver (1%), and nothing or less than nothing (more refunded than sold)
 * draws no bar — the table beside it says the number.
 */
export function barWidths(amounts: readonly number[]): number[] {
  const widest = Math.max(0, ...amounts);
  if (widest === 0) return amounts.map(() => 0);
  return amounts.map((amount) => (amount <= 0 ? 0 : Math.max(1, Math.round((amount / widest) * 1000) / 10)));
}
