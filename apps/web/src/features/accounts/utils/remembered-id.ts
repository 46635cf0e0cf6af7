/**
 * The "아이디 저장" box of /login keeps the id, and only the id (never a password or token), in this
 * localStorage entry so the next visit can prefill it.
 */
export const rememberedIdKey = 'edu.login.rememberedId';

/** The id saved by an earlier login, or '' when none. */
export function readRememberedId(): string {
  // Storage access throws when the browser blocks it (private modes, site data turned off): act as if empty.
  try {
    return localStorage.getItem(rememberedIdKey) ?? '';
  } catch {
    return '';
  }
}

/** Saves the id for the next visit, or forgets it when given null. */
export function writeRememberedId(uid: string | null): void {
  try {
    if (uid) localStorage.setItem(rememberedIdKey, uid);
    else localStorage.removeItem(rememberedIdKey);
  } catch {
    // Blocked storage: the box simply has no lasting effect.
  }
}
