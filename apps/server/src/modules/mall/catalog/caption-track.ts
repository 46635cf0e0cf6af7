import { hasControlCharacters } from '../../../platform/http/input-guard';

const byteOrderMark = Buffer.from([0xef, 0xbb, 0xbf]);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The signature line WebVTT §4.1 asks for: "WEBVTT" alone, or followed by a space or tab and a header. */
const signature = /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/;

/**
 * Whether an upload is a WebVTT caption track, by its bytes and never its name: UTF-8 text (a byte order
 * mark allowed) that starts with the WEBVTT line and holds no control character but tab and line breaks.
 * Anything else renamed .vtt is refused, so /uploads only ever serves real captions as text/vtt.
 */
export function isWebVtt(data: Buffer): boolean {
  const body = data.subarray(0, 3).equals(byteOrderMark) ? data.subarray(3) : data;
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    return false;
  }
  return signature.test(text) && !hasControlCharacters(text);
}
