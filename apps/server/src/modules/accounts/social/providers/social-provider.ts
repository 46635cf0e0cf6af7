export const socialProviderNames = ['kakao', 'naver', 'apple'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];

/** What a provider tells us about the person; anything but the id may be missing (no consent given). */
export type SocialProfile = {
  id: string;
  name?: string | undefined;
  email?: string | undefined;
  /** Domestic form, digits only (01012345678), when the provider shared one. */
  phone?: string | undefined;
};

/** The parameters a provider sent back to our callback (query for Kakao and Naver, form post for Apple). */
export type CallbackParams = Record<string, string | undefined>;

/**
 * One OAuth provider, spoken to in its own protocol. The same code talks to the provider itself or to
 * this server's simulator of it; only the endpoints and credentials differ.
 */
export interface SocialProvider {
  readonly name: SocialProviderName;
  /** The provider's sign-in page to send the browser to. */
  authorizationUrl(request: { state: string; nonce: string; redirectUri: string }): string;
  /** Exchanges the callback's code for the person's profile; throws SocialLoginError when refused. */
  fetchProfile(request: {
    code: string;
    state: string;
    nonce: string;
    redirectUri: string;
    callback: CallbackParams;
  }): Promise<SocialProfile>;
}

/** A provider refused or answered something unusable; `detail` is for the log, never for the page. */
export class SocialLoginError extends Error {
  override readonly name = 'SocialLoginError';
  constructor(readonly detail: string) {
    super(detail);
  }
}

/** Outbound HTTP, replaceable in tests. */
export type Fetch = typeof fetch;

/** "+82 10-1234-5678", "010-1234-5678" or "+821012345678" → "01012345678"; undefined unless 10–11 digits from 0. */
export function domesticPhone(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  const digits = raw
    .trim()
    .replace(/^\+82\s*/, '0')
    .replace(/\D/g, '');
  const phone = digits.startsWith('00') ? digits.slice(1) : digits;
  return /^0\d{9,10}$/.test(phone) ? phone : undefined;
}

/** A trimmed text, or undefined when empty. */
export function present(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
