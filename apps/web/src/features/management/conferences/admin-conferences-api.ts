import { api, apiWithMessage } from '@/lib/api-client';

type YesNo = 'Y' | 'N';

/** A row of GET /api/admin/conferences. */
export type AdminConferenceSummary = {
  idx: number;
  title: string;
  category: string;
  thumbnail: string | null;
  rsdatetime: string;
  redatetime: string;
  isView: YesNo;
  isEnd: boolean;
  sessionCount: number;
  departmentCount: number;
  registered_personnel: number;
  /** Sum of the limited departments' limits. */
  limit_personnel: number;
  hasUnlimited: boolean;
  created_date: string;
};

export type AdminDepartment = {
  idx: number;
  dept: string;
  price: number;
  limit_personnel: number;
  registered_personnel: number;
  view: YesNo;
  rsdatetime: string;
  redatetime: string;
};

export type AdminSession = {
  number: number;
  label: string | null;
  local: string;
  place: string;
  schedule: string;
  startsAt: string | null;
  releaseAt: string | null;
  roomGuide: string | null;
  view: YesNo;
  details: AdminDepartment[];
};

/** GET /api/admin/conference/{idx}: everything the form edits. */
export type AdminConference = {
  idx: number;
  title: string;
  category: string;
  contents: string;
  thumbnail: string | null;
  rsdatetime: string;
  redatetime: string;
  cancel_day: number;
  deposit_days: number;
  isAddress: YesNo;
  isView: YesNo;
  isFeatured: YesNo;
  banners: string[];
  benefitNote: string | null;
  parkingNote: string | null;
  hideHeadcount: YesNo;
  deadlineAtMidnight: YesNo;
  onlineUrl: string | null;
  onlineMeetingId: string | null;
  onlineMeetingPasscode: string | null;
  created_date: string;
  updated_date: string;
  conferenceDetailList: AdminSession[];
};

/** The body of POST /api/conference and PUT /api/conference/{idx} (spec §7 plus the settings). */
export type SaveConferencePayload = {
  title: string;
  category: string;
  contents: string;
  rsdatetime: string;
  redatetime: string;
  cancel_day: number;
  deposit_days: number;
  isAddress: YesNo;
  isView: YesNo;
  thumbnailEnc: string | null;
  thumbnailName: string | null;
  command: 'update' | 'delete' | null;
  isFeatured: YesNo;
  banners: string[];
  benefitNote: string | null;
  parkingNote: string | null;
  hideHeadcount: YesNo;
  deadlineAtMidnight: YesNo;
  onlineUrl: string | null;
  onlineMeetingId: string | null;
  onlineMeetingPasscode: string | null;
  conferenceDetailList: {
    number: number;
    label: string | null;
    local: string;
    place: string;
    schedule: string;
    startsAt: string | null;
    releaseAt: string | null;
    roomGuide: string | null;
    view: YesNo;
    details: { idx?: number; dept: string; price: number; limit_personnel: number; view: YesNo }[];
  }[];
};

export const adminConferencesQueryKey = ['admin', 'conferences'] as const;

export const getAdminConferences = (signal?: AbortSignal) =>
  api<AdminConferenceSummary[]>('/api/admin/conferences', { signal });

export const getAdminConference = (idx: number, signal?: AbortSignal) =>
  api<AdminConference>(`/api/admin/conference/${idx}`, { signal });

/** Creates (no idx) or saves an edit; answers the conference idx and the server's success text. */
export const saveConference = (payload: SaveConferencePayload, idx?: number) =>
  idx === undefined
    ? apiWithMessage<number>('/api/conference', { method: 'POST', body: payload })
    : apiWithMessage<number>(`/api/conference/${idx}`, { method: 'PUT', body: payload });

/** Uploads an image for the rich-text editor; answers its public path. */
export function uploadContentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api<string>('/api/conference/content-image', { method: 'POST', body: form });
}
