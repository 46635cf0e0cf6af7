import { api } from '@/lib/api-client';

/** The four figures the dashboard shows for everything, a conference and a session department. */
export type DashboardFigures = {
  /** Registrations at 등록완료. */
  registrations: number;
  /** Attendees not cancelled, of registrations at 등록완료. */
  attendees: number;
  /** Won received: completed payments less approved refunds. */
  paidAmount: number;
  /** Registrations at 입금대기. */
  awaitingDeposit: number;
};

export type DashboardSession = DashboardFigures & {
  detailIdx: number;
  number: number;
  label: string | null;
  local: string;
  place: string;
  dept: string;
  limit_personnel: number;
  registered_personnel: number;
  /** Null when the department is unlimited. */
  seatsLeft: number | null;
};

export type DashboardConference = DashboardFigures & {
  idx: number;
  title: string;
  rsdatetime: string;
  redatetime: string;
  seatsLeft: number | null;
  sessions: DashboardSession[];
  /** Registrations made per Korean day, oldest first. */
  daily: { date: string; count: number }[];
};

export type Dashboard = {
  generated_at: string;
  days: number;
  totals: DashboardFigures;
  conferences: DashboardConference[];
};

/** GET /api/admin/dashboard: one conference, or (without idx) every conference not ended. */
export function getDashboard(conferenceIdx: number | null, signal?: AbortSignal) {
  const query = conferenceIdx ? `?conferenceIdx=${conferenceIdx}` : '';
  return api<Dashboard>(`/api/admin/dashboard${query}`, { signal });
}

export const formatWon = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
export const formatCount = (count: number) => count.toLocaleString('ko-KR');
