/**
 * A file name as a buyer's computer will save it: one plain name, never a path. A name that climbs
 * folders ("../../evil.pdf", "..\\win.pdf"), starts at a root or drive ("/etc/x", "C:\\x") or carries
 * control characters (a CR/LF splits headers and zip entries) is refused where an administrator types
 * it, and cleaned where the server writes one into a zip or a Content-Disposition.
 */
export const fileNameMaxLength = 200;

// Control characters (C0, DEL, C1) and the separators and reserved characters of Windows and Unix.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const forbidden = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]/;

/** True when `name` is one plain file name: no folders, drive, control or reserved characters. */
export function isPlainFileName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= fileNameMaxLength &&
    !forbidden.test(trimmed) &&
    !/^\.+$/.test(trimmed)
  );
}

/**
 * The plain file name to write for a stored `name`: its last path part, with control and reserved
 * characters replaced; `fallback` when nothing is left.
 */
export function plainFileName(name: string, fallback = 'file'): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const cleaned = last.replace(new RegExp(forbidden.source, 'g'), '_').trim().slice(0, fileNameMaxLength);
  return cleaned.length === 0 || /^[._]+$/.test(cleaned) ? fallback : cleaned;
}
