const wonFormat = new Intl.NumberFormat('ko-KR');

/** 30000 → "30,000원": amounts as every page and message says them. */
export function formatWon(amount: number): string {
  return `${wonFormat.format(amount)}원`;
}
