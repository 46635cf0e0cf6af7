/**
 * A cell a spreadsheet would read as a formula: it starts with = + - @, a tab or a carriage return
 * (OWASP "CSV Injection"; ASVS 1.2.10), or with the full-width = + - @ a Korean or Japanese input method
 * types, which Excel takes as a formula too. Text that starts with `'` before one of them is included,
 * so that reading a cell back is exact.
 */
const needsPrefix = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A value for an exported sheet that stays inert text in every program that opens it: a string a
 * spreadsheet would read as a formula gets a leading `'` (OWASP's advice). Typing a cell as text is not
 * enough: the formula comes alive when someone edits the cell or saves the sheet as CSV. Numbers stay
 * numbers (a negative amount is not a formula).
 */
export function spreadsheetSafe<T>(value: T): T | string {
  return typeof value === 'string' && needsPrefix.test(value) ? `'${value}` : value;
}

/** The text as it was before export, from a cell of an exported sheet read back (its guarding `'` removed). */
export function fromSpreadsheetSafe(text: string): string {
  return text.startsWith("'") && needsPrefix.test(text.slice(1)) ? text.slice(1) : text;
}
