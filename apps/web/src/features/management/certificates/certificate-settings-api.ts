import type { CertificateSettings } from '@edu/shared';
import { api, apiWithMessage } from '@/lib/api-client';

export const certificateSettingsQueryKey = (conferenceIdx: number) =>
  ['admin', 'certificates', conferenceIdx] as const;

export const getCertificateSettings = (conferenceIdx: number, signal?: AbortSignal) =>
  api<CertificateSettings>(`/api/admin/certificates/${conferenceIdx}`, { signal });

/** PUT as multipart: issues Y/N, hours, issuer_name, remove_seal and, when chosen, the seal file. */
export const saveCertificateSettings = (conferenceIdx: number, form: FormData) =>
  apiWithMessage<CertificateSettings>(`/api/admin/certificates/${conferenceIdx}`, {
    method: 'PUT',
    body: form,
  });

export const sealImageUrl = (conferenceIdx: number, version: number) =>
  `/api/admin/certificates/${conferenceIdx}/seal?v=${version}`;
