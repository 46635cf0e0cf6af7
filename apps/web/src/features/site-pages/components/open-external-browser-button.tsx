import { openExternalBrowser } from '../lib/app-bridge';

/** Asks the native app to show the site in the phone's browser (a new tab outside the app). */
export function OpenExternalBrowserButton() {
  return (
    <button
      type="button"
      className="inline-flex w-full items-center justify-center rounded-xl bg-brand-600 px-6 py-4 text-lg font-bold text-white hover:bg-brand-700 sm:w-auto"
      onClick={() => openExternalBrowser(window.location.origin)}
    >
      외부 브라우저로 열기
    </button>
  );
}
