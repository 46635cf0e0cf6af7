import { api, apiWithMessage } from '@/lib/api-client';

/** Spec §3 Kiosk/tablet info, as GET /api/kiosk answers it (images are public paths or null). */
export type KioskInfo = {
  kioskTitle: string;
  kioskDescription: string;
  kioskImage: string | null;
  tabletTitle: string;
  tabletDescription: string;
  tabletImage: string | null;
};

export const kioskQueryKey = ['admin', 'kiosk'] as const;

export const getKioskInfo = (signal?: AbortSignal) => api<KioskInfo>('/api/kiosk', { signal });

/** PUT /api/kiosk as multipart: the four texts and, when chosen, the new images. */
export const saveKioskInfo = (form: FormData) =>
  apiWithMessage<KioskInfo>('/api/kiosk', { method: 'PUT', body: form });
