import { z } from 'zod';
import { type PaidWithKey, paidWithKey, paidWithKeys, payMethodLabels } from './pay-methods';

// Apart from pay-methods.ts, so a page that only names the methods (the item page) loads no zod.

/** A dashboard's count of purchases paid one way (신용카드, 카카오페이, … 무료). */
export const payMethodCountSchema = z.object({
  method: z.enum(paidWithKeys),
  label: z.string().describe('신용카드, 카카오페이, 네이버페이, 실시간 계좌이체, 가상계좌 or 무료'),
  count: z.number().int(),
});
export type PayMethodCount = z.infer<typeof payMethodCountSchema>;

/** Counts keyed by stored method, as a dashboard lists them: every way in its order, none left out. */
export function payMethodCounts(
  rows: { method: string | null; amount: number; count: number }[],
): PayMethodCount[] {
  const counts = new Map<PaidWithKey, number>();
  for (const row of rows) {
    const key = paidWithKey(row.method, row.amount);
    if (key) counts.set(key, (counts.get(key) ?? 0) + row.count);
  }
  return paidWithKeys.map((method) => ({
    method,
    label: method === 'free' ? '무료' : payMethodLabels[method],
    count: counts.get(method) ?? 0,
  }));
}
