/** A Korean day of the mall's takings, as GET /api/admin/mall/dashboard gives it. */
export type DaySales = { date: string; paid: number; refunded: number; net: number };

/** A top category's sales over the same days, in won. */
export type CategorySales = { sold: number; refunded: number; net: number };

const noSales = { paid: 0, refunded: 0, net: 0 };

/** What the days took together: paid, refunded and paid less refunded. */
export function salesTotals(days: readonly DaySales[]) {
  return days.reduce(
    (sum, day) => ({
      paid: sum.paid + day.paid,
      refunded: sum.refunded + day.refunded,
      net: sum.net + day.net,
    }),
    noSales,
  );
}

/** Today's takings: the newest day (the list runs oldest first and ends today), or nothing at all. */
export function todaysSales(days: readonly DaySales[]) {
  const today = days.at(-1);
  return today ? { paid: today.paid, refunded: today.refunded, net: today.net } : noSales;
}

/** The day that took the most (paid less refunded), or null when no day took anything. */
export function bestDay<D extends DaySales>(days: readonly D[]): D | null {
  return days.reduce<D | null>((best, day) => (day.net > (best?.net ?? 0) ? day : best), null);
}

/** Whether any money moved on the days, either way. */
export const hasTakings = (days: readonly DaySales[]) =>
  days.some((day) => day.paid !== 0 || day.refunded !== 0);

/** The categories' sums for the table's 합계 row. */
export function categoryTotals(categories: readonly CategorySales[]): CategorySales {
  return categories.reduce(
    (sum, category) => ({
      sold: sum.sold + category.sold,
      refunded: sum.refunded + category.refunded,
      net: sum.net + category.net,
    }),
    { sold: 0, refunded: 0, net: 0 },
  );
}

/**
 * Whether the last 30 days sold nothing at all: no money paid or refunded and no category with a sale or a
 * refund. The tab then says so in one line instead of drawing an empty chart and table.
 */
export const hasNoSales = (dashboard: { daily: readonly DaySales[]; byCategory: readonly CategorySales[] }) =>
  !hasTakings(dashboard.daily) &&
  dashboard.byCategory.every((category) => category.sold === 0 && category.refunded === 0);
