import type { Dashboard, DashboardConference, DashboardFigures, DashboardSession } from '@edu/shared';
import { api } from '@/lib/api-client';

export type { Dashboard, DashboardConference, DashboardFigures, DashboardSession };

/** GET /api/admin/dashboard: one conference, or (without idx) every conference not ended. */
export function getDashboard(conferenceIdx: number | null, signal?: AbortSignal) {
  const query = conferenceIdx ? `?conferenceIdx=${conferenceIdx}` : '';
  return api<Dashboard>(`/api/admin/dashboard${query}`, { signal });
}

export { formatWon, groupDigits as formatCount } from '@edu/shared';
