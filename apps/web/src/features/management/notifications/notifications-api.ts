import { api, apiWithMessage } from '@/lib/api-client';

export type NotificationKind = 'barcode' | 'schedule' | 'online_first' | 'online_second';

export type NotificationTemplate = {
  kind: NotificationKind;
  label: string;
  text: string;
  isDefault: boolean;
  updated_date: string | null;
};

export type Placeholder = { token: string; description: string; sample: string };

/** GET /api/admin/conference/{idx}/notification-templates. */
export type ConferenceTemplates = {
  conferenceIdx: number;
  conferenceTitle: string;
  sessions: { number: number; label: string | null; local: string }[];
  templates: NotificationTemplate[];
  placeholders: Placeholder[];
  maxLength: number;
};

/** A bulk send's progress (GET /api/admin/notification-batches/{id}). */
export type NotificationBatch = {
  id: number;
  conferenceIdx: number;
  detailNumber: number | null;
  kind: string;
  kindLabel: string;
  total: number;
  queued: number;
  sent: number;
  sent_sms: number;
  failed: number;
  done: boolean;
  created_date: string;
};

export type SendAnswer = { batchId: number; total: number; skipped: number };

export const getTemplates = (conferenceIdx: number, signal?: AbortSignal) =>
  api<ConferenceTemplates>(`/api/admin/conference/${conferenceIdx}/notification-templates`, { signal });

export const saveTemplate = (conferenceIdx: number, kind: NotificationKind, text: string) =>
  apiWithMessage<ConferenceTemplates>(`/api/admin/conference/${conferenceIdx}/notification-templates`, {
    method: 'PUT',
    body: { kind, text },
  });

const sendPaths: Record<NotificationKind, string> = {
  barcode: 'send-msg-barcode',
  schedule: 'send-msg-schedule',
  online_first: 'send-msg-online-first',
  online_second: 'send-msg-online-second',
};

/** How many completed registrations of the session a guide would reach (and skip for their phone). */
export const getAudience = (conferenceIdx: number, detailNumber: number, signal?: AbortSignal) =>
  api<Omit<SendAnswer, 'batchId'>>(
    `/api/admin/conference/${conferenceIdx}/notification-audience?detailNumber=${detailNumber}`,
    { signal },
  );

/** Spec §9: bulk sends wait up to 600 s for their answer. */
const bulkSendTimeoutMs = 600_000;

/**
 * Queues a guide to every completed registration of the session; answers the batch to follow. The
 * server answers once the messages are queued (delivery goes on in the background and is polled).
 */
export function sendNotifications(kind: NotificationKind, conferenceIdx: number, detailNumber: number) {
  return api<SendAnswer>(`/api/registered/conference/${sendPaths[kind]}/${conferenceIdx}/${detailNumber}`, {
    method: 'POST',
    timeoutMs: bulkSendTimeoutMs,
  });
}

export const getBatch = (batchId: number, signal?: AbortSignal) =>
  api<NotificationBatch>(`/api/admin/notification-batches/${batchId}`, { signal });

/** The newest bulk sends of a conference with their counts. */
export const getRecentBatches = (conferenceIdx: number, signal?: AbortSignal) =>
  api<{ list: NotificationBatch[] }>(`/api/admin/notification-batches?conferenceIdx=${conferenceIdx}`, {
    signal,
  });
