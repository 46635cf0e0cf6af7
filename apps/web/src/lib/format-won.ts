const wonFormat = new Intl.NumberFormat('ko-KR');

/** 30000 → "30,000원". */
export function formatWon(amount: number): string {
  return `${wonFormat.format(amount)}원`;
}
