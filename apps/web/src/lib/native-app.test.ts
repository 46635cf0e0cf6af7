import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInNativeApp, postToNativeApp } from './native-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('native app bridge', () => {
  it('does nothing outside the app (no window at all)', () => {
    expect(isInNativeApp()).toBe(false);
    expect(postToNativeApp('login')).toBe(false);
  });

  it('does nothing in an ordinary browser window', () => {
    vi.stubGlobal('window', {});
    expect(isInNativeApp()).toBe(false);
    expect(postToNativeApp('finish')).toBe(false);
  });

  it('posts {type, ...payload} as JSON inside the app', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('window', { ReactNativeWebView: { postMessage } });
    expect(isInNativeApp()).toBe(true);
    expect(postToNativeApp('login')).toBe(true);
    expect(postToNativeApp('openWebBrowser', { url: 'https://example.com' })).toBe(true);
    expect(postMessage.mock.calls.map(([message]) => JSON.parse(message))).toEqual([
      { type: 'login' },
      { type: 'openWebBrowser', url: 'https://example.com' },
    ]);
  });
});
