import type { Placeholder } from './notifications-api';

const tokenPattern = /#\{[^}\n]*\}/g;

/** The text as a registrant would read it, every known placeholder replaced by its sample value. */
export function fillPreview(text: string, placeholders: Placeholder[]): string {
  const samples = new Map(placeholders.map((placeholder) => [placeholder.token, placeholder.sample]));
  return text.replace(tokenPattern, (token) => samples.get(token) ?? token);
}

/** The placeholders the server would refuse (each once), so the editor can say so before saving. */
export function unknownTokens(text: string, placeholders: Placeholder[]): string[] {
  const known = new Set(placeholders.map((placeholder) => placeholder.token));
  return [...new Set(text.match(tokenPattern) ?? [])].filter((token) => !known.has(token));
}
