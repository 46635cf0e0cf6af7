import type { ItemOption } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { forgetChoice, readChoice, restoredLines, saveChoice } from './saved-choice';
import type { SelectedLine } from './selected-lines';

/** A Storage stand-in (the tests run without a browser). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const line: SelectedLine = {
  key: 'tree-101',
  kind: 'TREE',
  optionId: 3,
  combinationId: 101,
  pathNames: ['유아부', '1학기', '교사용'],
  writings: [{ optionId: 4, optionName: '이름 새김 문구', message: '사랑반 김교사', extraPrice: 1000 }],
  unitPrice: 16_000,
  quantity: 4,
  stock: 12,
};
/** The item's options as restoredLines reads them (only their ids matter). */
const options = (...ids: number[]) => ids.map((optionId) => ({ optionId }) as ItemOption);

describe('the choice kept across a login', () => {
  it('gives back the lines, count or licence of that item only, once forgotten gone', () => {
    const storage = memoryStorage();
    saveChoice(7, { lines: [line] }, storage);
    saveChoice(8, { quantity: 30 }, storage);
    expect(readChoice(7, storage)).toEqual({ lines: [line] });
    expect(readChoice(8, storage)).toEqual({ quantity: 30 });
    expect(readChoice(9, storage)).toBeNull();
    forgetChoice(7, storage);
    expect(readChoice(7, storage)).toBeNull();
  });

  it('drops what it cannot read, and lines of options the item no longer has', () => {
    const storage = memoryStorage();
    storage.setItem('mall.choice.7', '{not json');
    expect(readChoice(7, storage)).toBeNull();
    storage.setItem(
      'mall.choice.7',
      JSON.stringify({ lines: [line, { kind: 'TREE', key: 'x' }], quantity: 0, licenseId: 'a' }),
    );
    expect(readChoice(7, storage)).toEqual({ lines: [line] });
    expect(restoredLines({ lines: [line] }, options(3))).toEqual([line]);
    expect(restoredLines({ lines: [line] }, options(5))).toEqual([]);
    expect(restoredLines(null, options(3))).toEqual([]);
  });
});
