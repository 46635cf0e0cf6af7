import { describe, expect, it } from 'vitest';
import { readPreviousRoute, rememberVisit } from './route-memory';

/** An in-memory sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

describe('previous route memory', () => {
  it('has no previous route on the first page', () => {
    const storage = memoryStorage();
    expect(readPreviousRoute(storage)).toBeNull();
    rememberVisit({ path: '/main', name: '/main' }, storage);
    expect(readPreviousRoute(storage)).toBeNull();
  });

  it('remembers the path and route name of the page shown before', () => {
    const storage = memoryStorage();
    rememberVisit({ path: '/main', name: '/main' }, storage);
    rememberVisit({ path: '/profile', name: 'profile' }, storage);
    expect(readPreviousRoute(storage)).toEqual({ path: '/main', name: '/main' });
    rememberVisit({ path: '/withdrawal', name: 'withdrawal' }, storage);
    expect(readPreviousRoute(storage)).toEqual({ path: '/profile', name: 'profile' });
    expect(storage.getItem('prevPath')).toBe('/profile');
    expect(storage.getItem('prevRouteName')).toBe('profile');
  });

  it('treats the same path again (a reload) as the same page', () => {
    const storage = memoryStorage();
    rememberVisit({ path: '/main', name: '/main' }, storage);
    rememberVisit({ path: '/profile', name: 'profile' }, storage);
    rememberVisit({ path: '/profile', name: 'profile' }, storage);
    expect(readPreviousRoute(storage)).toEqual({ path: '/main', name: '/main' });
  });

  it('does nothing without storage', () => {
    expect(() => rememberVisit({ path: '/main', name: '/main' }, null)).not.toThrow();
    expect(readPreviousRoute(null)).toBeNull();
  });
});
