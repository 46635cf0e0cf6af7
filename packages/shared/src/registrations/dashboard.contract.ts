import { z } from 'zod';
import { payMethodCountSchema } from '../payments/pay-method-counts';

/** The administrators' overview of registrations (GET /api/admin/dashboard, the 대시보드 tab). */

const figures = {
  registrations: z.number().int().describe('registrations at 등록완료'),
  attendees: z.number().int().describe('attendees not cancelled, of registrations at 등록완료'),
  came: z.number().int().describe('of those attendees, admitted at the check-in desk'),
  paidAmount: z.number().int().describe('won: completed payments less approved refunds'),
  awaitingDeposit: z.number().int().describe('registrations at 입금대기'),
};

export const dashboardSchema = z.object({
  generated_at: z.string(),
  days: z.number().int(),
  totals: z.object(figures),
  byPayMethod: z
    .array(payMethodCountSchema)
    .describe('registrations at 등록완료 of these conferences by how they were paid, every way listed'),
  conferences: z.array(
    z.object({
      idx: z.number().int(),
      title: z.string(),
      rsdatetime: z.string(),
      redatetime: z.string(),
      ...figures,
      seatsLeft: z.number().int().nullable().describe('null when a session is unlimited'),
      sessions: z.array(
        z.object({
          detailIdx: z.number().int(),
          number: z.number().int(),
          label: z.string().nullable(),
          local: z.string(),
          place: z.string(),
          dept: z.string(),
          limit_personnel: z.number().int().describe('0 = unlimited'),
          registered_personnel: z.number().int(),
          seatsLeft: z.number().int().nullable().describe('limit − registered; null when unlimited'),
          ...figures,
        }),
      ),
      daily: z
        .array(z.object({ date: z.string().describe('Korean date YYYY-MM-DD'), count: z.number().int() }))
        .describe('registrations made (등록완료, 입금대기 or later cancelled) per Korean day, oldest first'),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardConference = Dashboard['conferences'][number];
export type DashboardSession = DashboardConference['sessions'][number];
export type DashboardFigures = Dashboard['totals'];
