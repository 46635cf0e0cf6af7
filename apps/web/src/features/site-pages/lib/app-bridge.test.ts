import { afterEach, describe, expect, it, vi } from 'vitest';
import { openExternalBrowser } from './app-bridge';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('opening the external browser', () => {
  it('asks the native app when the page runs inside it', () => {
    const postMessage = vi.fn();
    const open = vi.fn();
    vi.stubGlobal('window', { ReactNativeWebView: { postMessage }, open });
    expect(openExternalBrowser('https://edu.example.kr')).toBe('app');
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual({
      type: 'openWebBrowser',
      url: 'https://edu.example.kr',
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a new tab in an ordinary browser', () => {
    const open = vi.fn();
    vi.stubGlobal('window', { open });
    expect(openExternalBrowser('https://edu.example.kr')).toBe('window');
    expect(open).toHaveBeenCalledWith('https://edu.example.kr', '_blank', 'noopener');
  });
});
