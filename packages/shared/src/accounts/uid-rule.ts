import { accountMessages } from './account.messages';

/** A member id: a lower-case letter, then lower-case letters or digits, 4 to 20 characters in all. */
export const uidPattern = /^[a-z][a-z0-9]{3,19}$/;

/**
 * The one id rule of the id check, the sign-up page and sign-up itself: the refusal of an id (spaces
 * around it do not count), or null when it has the right form. Whether it is taken is the server's
 * question.
 */
export function uidProblem(uid: string | undefined): string | null {
  const trimmed = uid?.trim() ?? '';
  if (!trimmed) return accountMessages.uidRequired;
  if (!uidPattern.test(trimmed)) return accountMessages.uidFormat;
  return null;
}
