import { describe, expect, it } from 'vitest';
import { loginPath, returnPathOf } from './login-return';

describe('the way back after login', () => {
  it('keeps the page’s path and query', () => {
    expect(loginPath('/mall/view/3?from=list')).toBe('/login?returnTo=%2Fmall%2Fview%2F3%3Ffrom%3Dlist');
    expect(returnPathOf('/mall/view/3?from=list')).toBe('/mall/view/3?from=list');
    expect(returnPathOf('/mypage/cart')).toBe('/mypage/cart');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
    '/login',
    '/login?returnTo=%2Fmall',
    '/LOGOUT',
  ])('never leaves the site nor loops back to login: %s', (value) => {
    expect(returnPathOf(value)).toBe('/');
  });

  it('sends to plain /login when there is nowhere to come back to', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?returnTo=%2Fmain')).toBe('/login');
    // A page whose name only starts like login is a page like any other.
    expect(returnPathOf('/loginHelp')).toBe('/loginHelp');
  });
});
