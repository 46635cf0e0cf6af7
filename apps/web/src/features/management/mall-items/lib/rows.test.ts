import { describe, expect, it } from 'vitest';
import { rowsMoved, rowsWith, rowsWithout } from './rows';

const rows = [
  { key: 'a', name: '가' },
  { key: 'b', name: '나' },
  { key: 'c', name: '다' },
];

describe('rows', () => {
  it('changes and removes a row by its key', () => {
    expect(rowsWith(rows, 'b', { name: '바' }).map((row) => row.name)).toEqual(['가', '바', '다']);
    expect(rowsWithout(rows, 'a').map((row) => row.key)).toEqual(['b', 'c']);
  });

  it('moves a row up or down, not past either end', () => {
    expect(rowsMoved(rows, 1, -1).map((row) => row.key)).toEqual(['b', 'a', 'c']);
    expect(rowsMoved(rows, 1, 1).map((row) => row.key)).toEqual(['a', 'c', 'b']);
    expect(rowsMoved(rows, 0, -1).map((row) => row.key)).toEqual(['a', 'b', 'c']);
    expect(rowsMoved(rows, 2, 1).map((row) => row.key)).toEqual(['a', 'b', 'c']);
  });
});
