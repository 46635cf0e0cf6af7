import { describe, expect, it } from 'vitest';
import { bibleSchoolTabOf, bibleSchoolTabs, sectionPages } from './section-pages';

describe('Bible school tabs', () => {
  it('chooses the tab the query asks for', () => {
    expect(bibleSchoolTabOf('summer').slug).toBe('bible-school-summer');
    expect(bibleSchoolTabOf('winter').slug).toBe('bible-school-winter');
  });

  it('falls back to the summer school for no tab or an unknown one', () => {
    expect(bibleSchoolTabOf(null).key).toBe('summer');
    expect(bibleSchoolTabOf('').key).toBe('summer');
    expect(bibleSchoolTabOf('spring').key).toBe('summer');
    expect(bibleSchoolTabOf('WINTER').key).toBe('summer');
  });

  it('names the tabs as the menu does', () => {
    expect(bibleSchoolTabs.map((tab) => tab.label)).toEqual(['여름 성경학교', '겨울 성경학교']);
  });
});

describe('Hana Bible section', () => {
  it('lists its three pages in menu order', () => {
    expect(sectionPages.hanaBible.map((page) => page.path)).toEqual([
      '/hana-bible',
      '/hana-bible/course',
      '/hana-bible/infant',
    ]);
  });
});
