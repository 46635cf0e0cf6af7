import { type CertificateVerification, type MyCertificates, messages } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** Whether a conference issues certificates, and which of the member's attendees may download one. */
export function useMyCertificates(conferenceIdx: number) {
  return useQuery({
    queryKey: ['certificates', 'mine', conferenceIdx],
    queryFn: ({ signal }) =>
      api<MyCertificates>(`/api/certificates/conferences/${conferenceIdx}/mine`, { signal }),
  });
}

export const attendeeCertificateUrl = (conferenceIdx: number, attendeeIdx: number) =>
  `/api/certificates/conferences/${conferenceIdx}/attendees/${attendeeIdx}`;

export const groupCertificatesUrl = (conferenceIdx: number, registrationIdx: number) =>
  `/api/certificates/conferences/${conferenceIdx}/registrations/${registrationIdx}`;

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
function fileNameOf(disposition: string | null): string | null {
  const extended = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (!extended) return null;
  try {
    return decodeURIComponent(extended);
  } catch {
    return null;
  }
}

/**
 * Downloads a certificate PDF through fetch (the session cookie goes along) and saves it under the
 * server's name; a refusal throws the server's Korean message instead of saving it as a file.
 */
export async function downloadCertificate(url: string): Promise<void> {
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
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? '이수증.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/** GET /api/certificates/verify: who holds the certificate of a code. */
export const verifyCertificate = (code: string, signal?: AbortSignal) =>
  api<CertificateVerification>(`/api/certificates/verify?code=${encodeURIComponent(code)}`, { signal });
