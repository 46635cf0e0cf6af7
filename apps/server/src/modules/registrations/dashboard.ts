import type { DashboardConference, DashboardFigures, DashboardSession } from '@edu/shared';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { kstDay, kstFields, kstInstantOf } from '../../platform/korean-time';
import { findConferencesForReport, findSessionsOfConferences } from '../conferences';
import { registrationsByPayMethod } from './pay-method-counts';
import { registrationAttendees, registrationCancels, registrations } from './registrations.tables';

/** How many Korean days the chart of registrations per day covers, today included. */
export const dashboardDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** Registrations that were really made (not an abandoned or failed payment): the chart counts these. */
const madeStatuses = ['등록완료', '입금대기', '등록취소'];

// The answer's shape is the shared contract's (packages/shared registrations/dashboard.contract.ts).
type Figures = DashboardFigures;
type SessionFigures = DashboardSession;
type ConferenceFigures = DashboardConference;

const zero = (): Figures => ({ registrations: 0, attendees: 0, came: 0, paidAmount: 0, awaitingDeposit: 0 });
const add = (into: Figures, more: Figures) => {
  into.registrations += more.registrations;
  into.attendees += more.attendees;
  into.came += more.came;
  into.paidAmount += more.paidAmount;
  into.awaitingDeposit += more.awaitingDeposit;
};

/** The Korean day number (days since 1970-01-01 in Korean time) of a moment; SQL and JS agree on it. */
const kstDayNumber = (date: Date) => Math.floor(kstFields(date).getTime() / dayMs);
/** The moment Korean day number `day` begins. */
const kstDayStart = (day: number) => kstInstantOf(1970, 1, 1 + day);
const kstDayNumberSql = sql<number>`floor((extract(epoch from ${registrations.createdDate}) + 32400) / 86400)::int`;

/** Per session department: counts and money of its registrations. */
async function figuresByDetail(db: Db, detailIdxs: number[]) {
  const byDetail = new Map<number, Figures>();
  const figuresOf = (idx: number) => {
    const known = byDetail.get(idx);
    if (known) return known;
    const figures = zero();
    byDetail.set(idx, figures);
    return figures;
  };
  if (detailIdxs.length === 0) return figuresOf;

  const counted = await db
    .select({
      detailIdx: registrations.conferenceDetailIdx,
      registrations: sql<number>`count(*) filter (where ${registrations.status} = '등록완료')`.mapWith(
        Number,
      ),
      awaitingDeposit: sql<number>`count(*) filter (where ${registrations.status} = '입금대기')`.mapWith(
        Number,
      ),
      // Paid once and kept as paid even if later cancelled: the refunds are taken off below.
      paid: sql<number>`coalesce(sum(${registrations.totalPrice}) filter (where ${registrations.paidDate} is not null), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(registrations)
    .where(inArray(registrations.conferenceDetailIdx, detailIdxs))
    .groupBy(registrations.conferenceDetailIdx);
  for (const row of counted) {
    Object.assign(figuresOf(row.detailIdx), {
      registrations: row.registrations,
      awaitingDeposit: row.awaitingDeposit,
      paidAmount: row.paid,
    });
  }

  const attending = await db
    .select({
      detailIdx: registrations.conferenceDetailIdx,
      n: sql<number>`count(*)`.mapWith(Number),
      came: sql<number>`count(*) filter (where ${registrationAttendees.checkedInAt} is not null)`.mapWith(
        Number,
      ),
    })
    .from(registrationAttendees)
    .innerJoin(registrations, eq(registrations.idx, registrationAttendees.registrationIdx))
    .where(
      and(
        inArray(registrations.conferenceDetailIdx, detailIdxs),
        eq(registrations.status, '등록완료'),
        eq(registrationAttendees.isCancel, 'N'),
      ),
    )
    .groupBy(registrations.conferenceDetailIdx);
  for (const row of attending) Object.assign(figuresOf(row.detailIdx), { attendees: row.n, came: row.came });

  const refunded = await db
    .select({
      detailIdx: registrations.conferenceDetailIdx,
      amount: sql<number>`coalesce(sum(${registrationCancels.price}), 0)::bigint`.mapWith(Number),
    })
    .from(registrationCancels)
    .innerJoin(registrations, eq(registrations.idx, registrationCancels.registrationIdx))
    .where(
      and(
        inArray(registrations.conferenceDetailIdx, detailIdxs),
        eq(registrationCancels.status, '처리완료'),
        isNotNull(registrations.paidDate),
      ),
    )
    .groupBy(registrations.conferenceDetailIdx);
  for (const row of refunded) figuresOf(row.detailIdx).paidAmount -= row.amount;

  return figuresOf;
}

/** Registrations made per session department and Korean day, from `sinceDay` on. */
async function dailyByDetail(db: Db, detailIdxs: number[], sinceDay: number) {
  if (detailIdxs.length === 0) return [];
  return db
    .select({
      detailIdx: registrations.conferenceDetailIdx,
      day: kstDayNumberSql,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(registrations)
    .where(
      and(
        inArray(registrations.conferenceDetailIdx, detailIdxs),
        inArray(registrations.status, madeStatuses),
        gte(registrations.createdDate, kstDayStart(sinceDay)),
      ),
    )
    .groupBy(registrations.conferenceDetailIdx, kstDayNumberSql);
}

/**
 * The administrators' overview: per conference and per session department the completed
 * registrations, attendees, money received, deposits awaited, seats left, and registrations made per
 * Korean day over the last 30 days.
 */
export async function getDashboard(db: Db, options: { conferenceIdx?: number | undefined; now?: Date } = {}) {
  const now = options.now ?? new Date();
  const picked = await findConferencesForReport(db, { conferenceIdx: options.conferenceIdx, now });
  if (options.conferenceIdx !== undefined && picked.length === 0)
    throw notFound('컨퍼런스를 찾을 수 없습니다.');
  const details = await findSessionsOfConferences(
    db,
    picked.map((conference) => conference.idx),
  );
  const detailIdxs = details.map((detail) => detail.detailIdx);
  const figuresOf = await figuresByDetail(db, detailIdxs);

  const today = kstDayNumber(now);
  const firstDay = today - dashboardDays + 1;
  const days = Array.from({ length: dashboardDays }, (_, i) => firstDay + i);
  const conferenceOfDetail = new Map(details.map((detail) => [detail.detailIdx, detail.conferenceIdx]));
  const dailyCounts = new Map<string, number>();
  for (const row of await dailyByDetail(db, detailIdxs, firstDay)) {
    const key = `${conferenceOfDetail.get(row.detailIdx)}:${row.day}`;
    dailyCounts.set(key, (dailyCounts.get(key) ?? 0) + row.n);
  }

  const totals = zero();
  const list: ConferenceFigures[] = picked.map((conference) => {
    const figures = zero();
    const sessions: SessionFigures[] = details
      .filter((detail) => detail.conferenceIdx === conference.idx)
      .map((detail) => {
        const own = figuresOf(detail.detailIdx);
        add(figures, own);
        return {
          detailIdx: detail.detailIdx,
          number: detail.number,
          label: detail.label,
          local: detail.local,
          place: detail.place,
          dept: detail.dept,
          limit_personnel: detail.limitPersonnel,
          registered_personnel: detail.registeredPersonnel,
          seatsLeft:
            detail.limitPersonnel === 0
              ? null
              : Math.max(0, detail.limitPersonnel - detail.registeredPersonnel),
          ...own,
        };
      });
    add(totals, figures);
    const seatsLeft = sessions.some((session) => session.seatsLeft === null)
      ? null
      : sessions.reduce((sum, session) => sum + (session.seatsLeft ?? 0), 0);
    return {
      idx: conference.idx,
      title: conference.title,
      rsdatetime: conference.rsdatetime.toISOString(),
      redatetime: conference.redatetime.toISOString(),
      ...figures,
      seatsLeft,
      sessions,
      daily: days.map((day) => ({
        // The moment of that day's Korean midnight, named by its Korean date.
        date: kstDay(kstDayStart(day)),
        count: dailyCounts.get(`${conference.idx}:${day}`) ?? 0,
      })),
    };
  });
  return {
    generated_at: now.toISOString(),
    days: dashboardDays,
    totals,
    byPayMethod: await registrationsByPayMethod(db, detailIdxs),
    conferences: list,
  };
}
