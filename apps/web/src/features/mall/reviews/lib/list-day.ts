/**
 * The day of a date-time the server writes in Korean time ("2025-03-01 09:30:00" or "2025.03.01 …") as
 * "2025.03.01", read from the text itself so the visitor's own time zone cannot shift it; other text as it came.
 */
export function listDay(text: string | null): string {
  if (!text) return '-';
  const day = /^(\d{4})[-.](\d{2})[-.](\d{2})/.exec(text.trim());
  return day ? `${day[1]}.${day[2]}.${day[3]}` : text;
}
