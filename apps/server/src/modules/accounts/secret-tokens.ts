import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (sessions, recovery and social login tickets, OAuth state). */
export const newSecretToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Only this hash of a secret token is stored, so a database leak reveals nothing that can be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
