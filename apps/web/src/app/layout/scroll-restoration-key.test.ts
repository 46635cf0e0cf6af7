import { describe, expect, it } from 'vitest';
import { keyOfCurrentEntry, scrollRestorationKey } from './scroll-restoration-key';

/** A history of one entry, as a page load starts on. */
function historyWith(state: unknown) {
  const history = {
    state,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return history;
}

describe('scroll keys', () => {
  it('gives the entry a page load starts on a key of its own, keeping the router’s state', () => {
    const history = historyWith({ idx: 0 });
    expect(keyOfCurrentEntry(history, () => 'load-a')).toBe('load-a');
    expect(history.state).toEqual({ idx: 0, scrollKey: 'load-a' });
  });

  it('finds the same key again on a reload or a way back into that entry', () => {
    const history = historyWith({ idx: 0, scrollKey: 'load-a' });
    expect(keyOfCurrentEntry(history, () => 'load-b')).toBe('load-a');
  });

  it('gives a fresh load (an entry without state) a new key', () => {
    expect(keyOfCurrentEntry(historyWith(null), () => 'load-b')).toBe('load-b');
  });

  it('keeps the router’s keys for the entries it made', () => {
    expect(scrollRestorationKey({ key: 'x7k2m9' })).toBe('x7k2m9');
  });
});
