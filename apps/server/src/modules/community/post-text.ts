import sanitize from 'sanitize-html';

/** Tags after which the reader sees a break: the text on either side must not run together. */
const blockBoundary = /<(\/?(p|div|h[1-6]|li|ul|ol|blockquote|br|hr|tr|td|th)\b)/gi;

/** Control characters and bidirectional overrides (a reversed "gpj.exe"), never part of a title or comment. */
const invisible = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;
const dropInvisible = (text: string, keep: string) =>
  text.replace(invisible, (character) => (keep.includes(character) ? character : ''));

const decodeEscapes = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The visible text of sanitised post HTML on one line (what the content search looks in). */
export function plainTextOf(html: string): string {
  const text = sanitize(html.replace(blockBoundary, ' <$1'), { allowedTags: [], allowedAttributes: {} });
  return decodeEscapes(text).replace(/\s+/g, ' ').trim();
}

/** A one-line text (title): no control characters, trimmed. */
export const cleanLine = (text: string) => dropInvisible(text, '\t').replace(/\s+/g, ' ').trim();

/** A multi-line text (comment): line breaks kept as \n, control characters dropped, trimmed. */
export const cleanText = (text: string) => dropInvisible(text.replace(/\r\n?/g, '\n'), '\n\t').trim();
