import { useEffect } from 'react';

/**
 * Makes /barcodeVerify an installable app: links its manifest while the page is open and registers the
 * desk's service worker (scope /barcodeVerify only: no other page is controlled or cached).
 */
export function useInstallableDesk() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/check-in/manifest.webmanifest';
    document.head.append(link);
    const theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const previousTheme = theme?.content;
    if (theme) theme.content = '#1d4ed8';
    // In development Vite serves no service worker: the built app has /check-in-sw.js.
    if ('serviceWorker' in navigator && import.meta.env.PROD)
      navigator.serviceWorker.register('/check-in-sw.js', { scope: '/barcodeVerify' }).catch(() => {
        // Without it the desk still works online and from its kept list; it just will not open offline.
      });
    return () => {
      link.remove();
      if (theme && previousTheme !== undefined) theme.content = previousTheme;
    };
  }, []);
}
