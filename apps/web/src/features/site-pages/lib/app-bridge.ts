import { postToNativeApp } from '../../../lib/native-app';

/**
 * Opens `url` outside the native app's web view: inside the app the app is asked to open the phone's
 * browser (spec §6 bridge message `openWebBrowser` with the url); in an ordinary browser a new tab opens.
 * Answers where it went.
 */
export function openExternalBrowser(url: string): 'app' | 'window' {
  if (postToNativeApp('openWebBrowser', { url })) return 'app';
  window.open(url, '_blank', 'noopener');
  return 'window';
}
