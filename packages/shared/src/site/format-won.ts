/**
 * 30000 → "30,000": digits grouped by three with commas, as ko-KR writes numbers (at most three
 * decimals, as Intl.NumberFormat writes them). By hand, not with Intl.NumberFormat: a page's first
 * ko-KR formatter loads the locale's data, 22–44 ms in Debian's Chromium on a 2-core machine
 * (measured), four times that at Lighthouse's mobile slowdown, for grouping a regular expression does.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '', fraction] = Math.abs(value)
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 30000 → "30,000원": amounts as every page and message says them. */
export function formatWon(amount: number): string {
  return `${groupDigits(amount)}원`;
}
