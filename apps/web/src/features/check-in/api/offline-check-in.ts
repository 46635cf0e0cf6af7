import type {
  CheckInConflict,
  CheckInSession,
  CheckInSyncAnswer,
  QueuedAdmission,
  ScanList,
} from '@edu/shared';
import { api } from '@/lib/api-client';

const base = '/api/register/conference/check-in';

/** Sessions with completed registrations, for the desk to prepare. */
export const listCheckInSessions = () => api<CheckInSession[]>(`${base}/sessions`);

/** The session's scan list (only what a scan needs), kept on the device for offline admissions. */
export const downloadScanList = (detailIdx: number) =>
  api<ScanList>(`${base}/sessions/${detailIdx}/scan-list`);

/** Sends the device's queued admissions; the server answers each (admitted, already, cancelled, unknown). */
export const syncAdmissions = (deviceId: string, admissions: QueuedAdmission[]) =>
  api<CheckInSyncAnswer[]>(`${base}/sync`, { method: 'POST', body: { deviceId, admissions } });

/** 충돌 내역 of a session: admissions that reached the server after another device's. */
export const listCheckInConflicts = (detailIdx: number) =>
  api<CheckInConflict[]>(`${base}/sessions/${detailIdx}/conflicts`);
