import { type AdminCategory, mallItemAdminMessages as say } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  categoryDraftOf,
  categoryMessages,
  categoryRequestOf,
  categorySavedMessage,
  categoryTreeOf,
} from './category-tree';

const category = (categoryId: number, name: string, parentId: number | null = null): AdminCategory => ({
  categoryId,
  name,
  parentId,
  icon: null,
  sort: 0,
  items: 0,
});

const categories = [
  category(1, '교재'),
  category(5, '유아부', 1),
  category(2, '설교'),
  category(6, '유년부', 1),
  category(7, '길 잃은', 99),
];

describe('categoryTreeOf', () => {
  it('lists each top category with its children below it, indented', () => {
    expect(
      categoryTreeOf(categories).map((choice) => [choice.category.categoryId, choice.depth, choice.label]),
    ).toEqual([
      [1, 0, '교재'],
      [5, 1, '\u00a0\u00a0└ 유아부'],
      [6, 1, '\u00a0\u00a0└ 유년부'],
      [2, 0, '설교'],
      [7, 1, '\u00a0\u00a0└ 길 잃은'],
    ]);
  });
});

describe('categoryRequestOf', () => {
  const draft = { name: ' 찬양 ', parentId: 1, icon: 'music', sort: '3' };

  it('sends the name and icon trimmed and the order as a number', () => {
    expect(categoryRequestOf(draft, categories, null)).toEqual({
      ok: true,
      body: { name: '찬양', parentId: 1, icon: 'music', sort: 3 },
    });
    expect(categoryRequestOf({ ...draft, parentId: null, icon: ' ' }, categories, null)).toEqual({
      ok: true,
      body: { name: '찬양', parentId: null, icon: null, sort: 3 },
    });
  });

  it('checks in the dialog’s order: name, parent, icon, order', () => {
    expect(categoryRequestOf({ ...draft, name: ' ', sort: 'x' }, categories, null)).toEqual({
      ok: false,
      problem: say.categoryNameRequired,
      field: 'name',
    });
    expect(categoryRequestOf({ ...draft, name: '가'.repeat(51) }, categories, null)).toMatchObject({
      problem: categoryMessages.nameTooLong,
    });
    expect(categoryRequestOf({ ...draft, parentId: 5 }, categories, null)).toEqual({
      ok: false,
      problem: say.categoryParentInvalid,
      field: 'parentId',
    });
    expect(categoryRequestOf({ ...draft, parentId: 1 }, categories, 1)).toMatchObject({ field: 'parentId' });
    // Only a drawn icon: an emoji shows as a box on a machine without an emoji font.
    expect(categoryRequestOf({ ...draft, icon: '🙏' }, categories, null)).toMatchObject({
      problem: '아이콘은 목록에서 골라 주세요.',
      field: 'icon',
    });
    for (const sort of ['', '1000', '-1', '1.5']) {
      expect(categoryRequestOf({ ...draft, sort }, categories, null)).toMatchObject({
        problem: categoryMessages.sortInvalid,
        field: 'sort',
      });
    }
  });

  it('sends a saved category back unchanged when nothing was edited', () => {
    const saved = { ...category(5, '유아부', 1), icon: 'book', sort: 2 };
    expect(categoryRequestOf(categoryDraftOf(saved), categories, 5)).toEqual({
      ok: true,
      body: { name: '유아부', parentId: 1, icon: 'book', sort: 2 },
    });
    // A category the first demo data gave an emoji is saved with the icon that replaced it.
    expect(categoryDraftOf({ ...saved, icon: '🎵' }).icon).toBe('music');
    expect(categoryDraftOf(null)).toEqual({ name: '', parentId: null, icon: '', sort: '0' });
  });

  it('names the category saved', () => {
    expect(categorySavedMessage('찬양', true)).toBe('카테고리를 추가했습니다 (찬양).');
    expect(categorySavedMessage('찬양', false)).toBe('카테고리를 저장했습니다 (찬양).');
  });
});
