import { describe, expect, it } from 'vitest';
import { decodePathToken } from './path-token';

const toBase64 = (text: string) => btoa(text);
const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('decodePathToken', () => {
  // The shape of a real session token: 32 random bytes in base64url.
  const token = 'q8V-3_xYbZk2PzM1nGfH0aLwT9eR4uJcS6dK7oQiB5s';

  it('reads standard base64 with padding', () => {
    expect(decodePathToken(toBase64(token))).toBe(token);
    expect(decodePathToken(toBase64('ab'))).toBe('ab');
    // "/" and "+" of the standard alphabet (a "/" splits the path, the page joins the segments again).
    expect(decodePathToken('Pz8/Pz8+')).toBe('?????>');
  });

  it('reads URL-safe base64 and missing padding', () => {
    const encoded = toBase64Url('token?with/odd>>chars');
    expect(encoded).toMatch(/[-_]/);
    expect(encoded).not.toContain('=');
    expect(decodePathToken(encoded)).toBe('token?with/odd>>chars');
    expect(decodePathToken(toBase64('ab').replace(/=+$/, ''))).toBe('ab');
  });

  it('refuses what is not base64', () => {
    expect(decodePathToken('')).toBeNull();
    expect(decodePathToken('not base64!')).toBeNull();
    expect(decodePathToken('%%%')).toBeNull();
    // One character past a multiple of four cannot come from any bytes.
    expect(decodePathToken('abcde')).toBeNull();
  });

  it('refuses base64 whose bytes are not a header-safe token', () => {
    expect(decodePathToken(toBase64('two words'))).toBeNull();
    expect(decodePathToken(toBase64('line\nbreak'))).toBeNull();
    expect(decodePathToken(btoa(String.fromCharCode(0xff, 0xfe, 0x00, 0x01)))).toBeNull();
  });
});
