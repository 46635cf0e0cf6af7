import { limits } from '@edu/shared';
import { api, apiWithMessage } from '@/lib/api-client';

export type MessageStatus = 'queued' | 'sending' | 'sent' | 'sent_sms' | 'failed';

/** One outbox row as GET /api/messages lists it. */
export type OutboxMessage = {
  id: number;
  recipient: string;
  template: string;
  text: string;
  status: MessageStatus;
  resultCode: string | null;
  batchId: number | null;
  attempts: number;
  created_date: string;
  sent_date: string | null;
};

export type OutboxPage = { total: number; page: number; size: number; list: OutboxMessage[] };

export type MessageFilter = { search: string; status: '' | MessageStatus; page: number };

export const messagePageSize = limits.adminPageSize;

export const messageStatusLabels: Record<MessageStatus, string> = {
  queued: '대기',
  sending: '발송 중',
  sent: '발송 완료',
  sent_sms: '문자 대체',
  failed: '실패',
};

export function getMessages({ search, status, page }: MessageFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), size: String(messagePageSize) });
  if (search) query.set('search', search);
  if (status) query.set('status', status);
  return api<OutboxPage>(`/api/messages?${query}`, { signal });
}

/** Puts a failed message back in the queue; the server answers "재발송을 요청했습니다.". */
export const resendMessage = (id: number) =>
  apiWithMessage<{ id: number }>(`/api/messages/${id}/resend`, { method: 'POST' });
