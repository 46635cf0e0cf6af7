import type { Conference, ConferenceDetail } from '@edu/shared';
import type { ConferenceDetailRow, ConferenceRow } from './conferences.repo';

const yesNo = (value: string): 'Y' | 'N' => (value === 'Y' ? 'Y' : 'N');

/** A session row as the API answers it. */
export function presentConferenceDetail(row: ConferenceDetailRow): ConferenceDetail {
  return {
    idx: row.idx,
    number: row.number,
    label: row.label,
    local: row.local,
    place: row.place,
    schedule: row.schedule,
    dept: row.dept,
    price: row.price,
    limit_personnel: row.limitPersonnel,
    registered_personnel: row.registeredPersonnel,
    view: yesNo(row.view),
    rsdatetime: row.rsdatetime.toISOString(),
    redatetime: row.redatetime.toISOString(),
    startsAt: row.startsAt?.toISOString() ?? null,
  };
}

/** Rows a visitor sees: not hidden, and released (a row may stay hidden until its release time). */
export const isVisibleDetail = (detail: ConferenceDetailRow, now: Date) =>
  detail.view === 'Y' && (!detail.releaseAt || detail.releaseAt.getTime() <= now.getTime());

/** A conference with its visible session rows as the API answers it. */
export function presentConference(row: ConferenceRow, details: ConferenceDetailRow[], now: Date): Conference {
  const visible = details.filter((detail) => isVisibleDetail(detail, now));
  return {
    idx: row.idx,
    title: row.title,
    category: row.category,
    contents: row.contents,
    thumbnail: row.thumbnail,
    isEnd: row.redatetime.getTime() < now.getTime(),
    rsdatetime: row.rsdatetime.toISOString(),
    redatetime: row.redatetime.toISOString(),
    cancel_day: row.cancelDay,
    isAddress: yesNo(row.isAddress),
    isView: yesNo(row.isView),
    created_date: row.createdDate.toISOString(),
    featured: row.isFeatured === 'Y',
    banners: row.banners,
    benefitNote: row.benefitNote,
    parkingNote: row.parkingNote,
    hideHeadcount: row.hideHeadcount === 'Y',
    deadlineAtMidnight: row.deadlineAtMidnight === 'Y',
    hasOnlineMeeting: Boolean(row.onlineUrl),
    detailFirstSchedule: visible[0]?.schedule ?? null,
    detailLastSchedule: visible.at(-1)?.schedule ?? null,
    conferenceDetailList: visible.map(presentConferenceDetail),
  };
}
