/**
 * The bridge to the native app that shows this site in its web views (react-native-webview). Outside the app
 * nothing is there and every call is a no-op, so pages can post without asking first.
 */

/** The messages the app understands (spec §6). */
export type NativeAppMessage = 'login' | 'finish' | 'openWebBrowser';

type NativeAppBridge = { postMessage: (message: string) => void };

declare global {
  interface Window {
    /** Injected by react-native-webview; absent in an ordinary browser. */
    ReactNativeWebView?: NativeAppBridge;
  }
}

function bridge(): NativeAppBridge | null {
  if (typeof window === 'undefined') return null;
  const candidate = window.ReactNativeWebView;
  return candidate && typeof candidate.postMessage === 'function' ? candidate : null;
}

/** True when the page runs inside the native app's web view. */
export function isInNativeApp(): boolean {
  return bridge() !== null;
}

/**
 * Posts `{type, ...payload}` as JSON to the native app (e.g. 'login' asks the app for its login screen,
 * 'finish' closes the web view); answers false and does nothing outside the app.
 */
export function postToNativeApp(
  type: NativeAppMessage,
  payload?: Record<string, unknown> & { type?: never },
): boolean {
  const target = bridge();
  if (!target) return false;
  target.postMessage(JSON.stringify({ type, ...payload }));
  return true;
}
