import { messages } from '@edu/shared';
import { ApiError } from '@/lib/api-client';

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed name: fall back to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads a file of the administration (an .xlsx export) through fetch, so the session cookie goes
 * along, and hands it to the browser under the name the server gave; a refusal throws an ApiError with
 * the server's message instead of saving the refusal as a file.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(messages.network, 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { err_msg?: string } | null;
    throw new ApiError(envelope?.err_msg || messages.generic, response.status);
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
