/**
 * Keys for <ScrollRestoration>. React Router keys each history entry it makes, but the entry a page load
 * starts on is "default" in every load, so all loads shared one saved position: a page opened by address,
 * or the payer's return from the payment window, came up wherever an earlier page had been left. That
 * entry gets a key of its own, kept in its history state, so a fresh load starts at the top while a reload
 * or a back/forward into it from another page load still finds its place.
 */

type EntryHistory = Pick<History, 'state' | 'replaceState'>;

/** Field of the history state that holds the first entry's key (React Router keeps unknown fields). */
const stateField = 'scrollKey';

const newKey = () => `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Answers the current entry's own scroll key, first giving it one when it has none. */
export function keyOfCurrentEntry(history: EntryHistory, makeKey: () => string = newKey): string {
  const state: unknown = history.state;
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const kept = record[stateField];
  if (typeof kept === 'string') return kept;
  const key = makeKey();
  history.replaceState({ ...record, [stateField]: key }, '');
  return key;
}

// Read when the app starts, before the router can move away from the entry the page loaded on.
const firstEntryKey = typeof window === 'undefined' ? 'default' : keyOfCurrentEntry(window.history);

/** The key a location's scroll position is saved under: React Router's own, except on the first entry. */
export function scrollRestorationKey(location: { key: string }): string {
  return location.key === 'default' ? firstEntryKey : location.key;
}
