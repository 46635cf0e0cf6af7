import { limits, messages, type RegistrationStatus, sessionTitle } from '@edu/shared';
import { ApiError, api, apiWithMessage } from '@/lib/api-client';
import type { AdminConference } from '../conferences/admin-conferences-api';

/** One attendee of a registration; cancelled ones stay listed with is_cancel Y. */
export type RegistrantAttendee = { idx: number; name: string; church: string; is_cancel: 'Y' | 'N' };

/** One registration as GET /api/registered/conferences/{conferenceId} lists it. */
export type Registrant = {
  idx: number;
  oid: string;
  member: { idx: number; uid: string };
  name: string;
  phone: string;
  email: string;
  church: string;
  zip_code: string | null;
  address: string | null;
  detailed_address: string | null;
  title: string;
  conf_detail_idx: number;
  number: number;
  label: string | null;
  local: string;
  place: string;
  dept: string;
  status: string;
  total_price: number;
  /** Attendees not cancelled. */
  headcount: number;
  barcode: string | null;
  joined_conference: 'Y' | 'N';
  /** Korean time, "2026-11-23 10:00:00". */
  joined_date: string | null;
  created_date: string;
  attendees: RegistrantAttendee[];
};

export type RegistrantPage = {
  pageInfo: { page: number; size: number; total: number };
  list: Registrant[];
};

export type RegistrantSearchType = 'name' | 'oid' | 'church' | 'barcode';

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

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed name: fall back to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * Downloads the .xlsx of the current filters through fetch (the session cookie goes along) and hands it
 * to the browser as a file; a refusal throws an ApiError with the server's message.
 */
export async function downloadRegistrantsExcel(filter: RegistrantFilter): Promise<void> {
  const url = `/api/registered/conference/excel/${scopePath(filter)}?${filterQuery(filter, false)}`;
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(messages.network, 0);
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { err_msg?: string } | null;
    throw new ApiError(envelope?.err_msg || messages.generic, response.status);
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? '신청자목록.xlsx';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

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
