import type { SocialCheck } from '@edu/shared';
import type { SocialProviderName } from '../api/check-social-login';

/** A social login that needs a sign-up (answer 002), carried from the check page to /signup_sns. */
export type PendingSocialSignup = {
  provider: SocialProviderName;
  ticket: string;
  profile: NonNullable<SocialCheck['profile']>;
  returnTo: string;
};

// Session storage: the ticket is one-time, bound to this browser by an HttpOnly cookie and useless
// elsewhere, and it must survive a reload of the sign-up page.
const storageKey = 'pendingSocialSignup';

export function savePendingSocialSignup(pending: PendingSocialSignup) {
  sessionStorage.setItem(storageKey, JSON.stringify(pending));
}

export function readPendingSocialSignup(): PendingSocialSignup | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as PendingSocialSignup | null;
    return pending?.ticket && pending.provider ? pending : null;
  } catch {
    return null;
  }
}

export function clearPendingSocialSignup() {
  sessionStorage.removeItem(storageKey);
}
