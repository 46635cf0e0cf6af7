import { describe, expect, it } from 'vitest';
import { fromSpreadsheetSafe, spreadsheetSafe } from './spreadsheet-safe';

describe('cells of exported sheets', () => {
  it('prefixes every string a spreadsheet would read as a formula, and nothing else', () => {
    for (const formula of [
      '=1+1',
      '+1',
      '-2',
      '@SUM(1)',
      '\tcmd',
      '\rcmd',
      '＝1+1',
      '＋1',
      '－2',
      '＠SUM(1)',
    ])
      expect(spreadsheetSafe(formula)).toBe(`'${formula}`);
    for (const text of ['김하나', '010-1234-5678', '1234-5678', 'a=b', ' =1', "'quoted", ''])
      expect(spreadsheetSafe(text)).toBe(text);
    expect(spreadsheetSafe(-2)).toBe(-2);
    expect(spreadsheetSafe(0)).toBe(0);
  });

  it('reads back what was written, whatever it was', () => {
    for (const text of ['=1+1', '-12345678', '김하나', "'quoted", "'=kept", ''])
      expect(fromSpreadsheetSafe(String(spreadsheetSafe(text)))).toBe(text);
  });
});
