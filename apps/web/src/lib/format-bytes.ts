import { groupDigits } from '@edu/shared';
/** A file size for people: 512 B, 1.5 KB, 12.3 MB, 1.2 GB (one decimal below 100). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, bytes)} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 100 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${groupDigits(shown)} ${units[unit]}`;
}
