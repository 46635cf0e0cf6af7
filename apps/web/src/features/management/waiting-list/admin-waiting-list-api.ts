import type { AdminWaitingDepartment, AdminWaitingList, WaitingListSettings } from '@edu/shared';
import { api, apiWithMessage } from '@/lib/api-client';

export const getWaitingDepartments = (signal?: AbortSignal) =>
  api<AdminWaitingDepartment[]>('/api/admin/waiting-list', { signal });

export const getWaitingList = (detailIdx: number, signal?: AbortSignal) =>
  api<AdminWaitingList>(`/api/admin/waiting-list/${detailIdx}`, { signal });

export const moveWaitingEntry = (entryIdx: number, direction: 'up' | 'down') =>
  api<null>(`/api/admin/waiting-list/entries/${entryIdx}/move`, { method: 'POST', body: { direction } });

export const removeWaitingEntry = (entryIdx: number) =>
  apiWithMessage<null>(`/api/admin/waiting-list/entries/${entryIdx}`, { method: 'DELETE' });

export const getWaitingListSettings = (signal?: AbortSignal) =>
  api<WaitingListSettings>('/api/admin/waiting-list-settings', { signal });

export const saveWaitingListSettings = (settings: WaitingListSettings) =>
  apiWithMessage<WaitingListSettings>('/api/admin/waiting-list-settings', { method: 'PUT', body: settings });
