import { describe, expect, it } from 'vitest';
import { isNewPost } from './new-badge';

const now = new Date('2025-03-02T12:00:00Z');

describe('isNewPost', () => {
  it('marks posts written within the last 24 hours', () => {
    expect(isNewPost('2025-03-02T11:59:00Z', now)).toBe(true);
    expect(isNewPost('2025-03-01T12:00:01Z', now)).toBe(true);
  });

  it('does not mark older posts or unreadable dates', () => {
    expect(isNewPost('2025-03-01T12:00:00Z', now)).toBe(false);
    expect(isNewPost('2025-02-20T00:00:00Z', now)).toBe(false);
    expect(isNewPost('not a date', now)).toBe(false);
  });
});
