/**
 * Spec §2: the native app opens /management/{token} with its session token base64-encoded in the path.
 * Answers the token, or null when the segment is not base64 of a token (one line of visible ASCII, as an
 * Authorization header can carry it). Standard and URL-safe alphabets are read, with or without padding.
 */
export function decodePathToken(segment: string): string | null {
  const base64 = segment.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!base64 || !/^[A-Za-z0-9+/]+$/.test(base64) || base64.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  } catch {
    return null;
  }
  return /^[\x21-\x7e]+$/.test(binary) ? binary : null;
}
