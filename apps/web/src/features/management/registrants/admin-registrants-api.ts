import {
  limits,
  type Registrant,
  type RegistrantAttendee,
  type RegistrantPage,
  type RegistrantSearchType,
  type RegistrationStatus,
  sessionTitle,
} from '@edu/shared';
import { api, apiWithMessage } from '@/lib/api-client';
import { downloadFile } from '../components/download-file';
import type { AdminConference } from '../conferences/admin-conferences-api';

export type { Registrant, RegistrantAttendee, RegistrantPage, RegistrantSearchType };

/** What the tab shows: a conference, one session number or all, a status or all, and an optional search. */
export type RegistrantFilter = {
  conferenceIdx: number;
  /** null = every session. */
  detailNumber: number | null;
  status: RegistrationStatus | 'all';
  type: RegistrantSearchType;
  /** The applied search text (empty = no search). */
  value: string;
  page: number;
};

export const registrantPageSize = limits.adminPageSize;

/** `/{conferenceId}` or `/{conferenceId}/{detailNumber}`, as every registrant call takes them. */
const scopePath = ({ conferenceIdx, detailNumber }: RegistrantFilter) =>
  detailNumber === null ? `${conferenceIdx}` : `${conferenceIdx}/${detailNumber}`;

/** The query of the filter's status and search (and the page, for lists). */
function filterQuery(filter: RegistrantFilter, withPage: boolean) {
  const query = new URLSearchParams({ status: filter.status });
  const value = filter.value.trim();
  if (value) {
    query.set('type', filter.type);
    query.set('value', value);
  }
  if (withPage) query.set('page', String(filter.page));
  return query;
}

/** The list, or the search call when there is a search text (spec §7). */
export function getRegistrants(filter: RegistrantFilter, signal?: AbortSignal) {
  const base = filter.value.trim() ? '/api/registered/conference/search' : '/api/registered/conferences';
  return api<RegistrantPage>(`${base}/${scopePath(filter)}?${filterQuery(filter, true)}`, { signal });
}

/** Undoes a check-in; the server answers 409 when the registration was not checked in. */
export const resetParticipation = (registrationIdx: number) =>
  apiWithMessage<unknown>(`/api/registered/conference/join/reset/${registrationIdx}`, { method: 'PUT' });

/**
 * Downloads the .xlsx of the current filters through fetch (the session cookie goes along) and hands it
 * to the browser as a file; a refusal throws an ApiError with the server's message.
 */
export const downloadRegistrantsExcel = (filter: RegistrantFilter): Promise<void> =>
  downloadFile(
    `/api/registered/conference/excel/${scopePath(filter)}?${filterQuery(filter, false)}`,
    '신청자목록.xlsx',
  );

/** A session number of a conference with what names it ("1회차 서울"). */
export type SessionChoice = { number: number; name: string };

/** The distinct session numbers of a conference (its rows repeat a number once per department). */
export function sessionChoicesOf(conference: Pick<AdminConference, 'conferenceDetailList'>): SessionChoice[] {
  const byNumber = new Map<number, SessionChoice>();
  for (const row of conference.conferenceDetailList) {
    if (byNumber.has(row.number)) continue;
    const name = [sessionTitle(row.number, row.label), row.local].filter(Boolean).join(' ');
    byNumber.set(row.number, { number: row.number, name });
  }
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}
