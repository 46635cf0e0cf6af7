/** The meta tag the server adds to every page, naming PUBLIC_URL's origin (web-app.ts on the server). */
const metaName = 'edu-public-origin';

/**
 * The site's official address when the page was opened at another one, else null. Phone payments and
 * social login work only at the official address (the provider returns there, the server's CSP lets
 * forms post only there, the login cookie lives there), so a page opened at 127.0.0.1 or a LAN address
 * must say so instead of failing silently (issue 41 item 8). Null when the server named no address
 * (the Vite dev server) or it cannot be read.
 */
export function officialAddressElsewhere(
  pageOrigin: string,
  official: string | null | undefined,
): string | null {
  if (!official) return null;
  try {
    const origin = new URL(official).origin;
    return origin === pageOrigin ? null : origin;
  } catch {
    return null;
  }
}

/** The official origin the served page names, read once from its head. */
export const servedOfficialOrigin = (): string | null =>
  document.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`)?.content ?? null;

/** What a page opened at `here` tells its visitor (the banner, and a payment refused before it opens). */
export const wrongAddressText = (here: string, official: string) =>
  `이 주소(${here})는 사이트의 공식 주소(${official})가 아니어서 휴대폰 결제와 간편 로그인이 동작하지 않습니다. 공식 주소로 열어 주세요.`;

/** The notice for this page when it was opened at another address than the official one, else null. */
export function wrongAddressNotice(): string | null {
  const official = officialAddressElsewhere(window.location.origin, servedOfficialOrigin());
  return official ? wrongAddressText(window.location.origin, official) : null;
}
