import { describe, expect, it } from 'vitest';
import { categoryIconOf } from './category-icons';

describe('category icons', () => {
  it('reads icon names, and the first demo data’s emoji as the icons that replace them', () => {
    expect(categoryIconOf('music')).toBe('music');
    expect(categoryIconOf('📖')).toBe('book');
    expect(categoryIconOf('✂️')).toBe('scissors');
  });

  it('draws nothing for anything else (no empty box)', () => {
    expect(categoryIconOf('🙏')).toBeNull();
    expect(categoryIconOf('')).toBeNull();
    expect(categoryIconOf(null)).toBeNull();
  });
});
