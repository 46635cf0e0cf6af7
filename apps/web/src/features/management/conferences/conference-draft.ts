import type { AdminConference, SaveConferencePayload } from './admin-conferences-api';

type YesNo = 'Y' | 'N';

/** Texts of the conference form (the server answers the same ones). */
export const conferenceFormTexts = {
  fillAll: '모든 항목을 입력해주세요.',
  thumbnailType: '썸네일은 jpg, jpeg, png, gif, webp 이미지만 등록할 수 있습니다.',
  imageTooLarge: '이미지는 5MB 이하만 올릴 수 있습니다.',
  periodOrder: '접수 종료 일시는 접수 시작 일시보다 늦어야 합니다.',
  limitBelowRegistered: '등록된 인원보다 적게 설정할 수 없습니다.',
  created: '컨퍼런스가 등록되었습니다.',
  updated: '컨퍼런스가 수정되었습니다.',
} as const;

/** Spec §5 and §9: the five accepted thumbnail extensions. */
export const thumbnailExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const maxImageBytes = 5 * 1024 * 1024;

/** A department row being edited; numbers stay text while typed. `key` identifies the row in React. */
export type DepartmentDraft = {
  key: string;
  idx?: number;
  dept: string;
  price: string;
  limit: string;
  registered: number;
  view: YesNo;
};

/** A session (회차) being edited; its number is its position. */
export type SessionDraft = {
  key: string;
  label: string;
  local: string;
  place: string;
  schedule: string;
  startsAt: string;
  releaseAt: string;
  roomGuide: string;
  view: YesNo;
  departments: DepartmentDraft[];
};

/** The whole form; date-times are datetime-local texts in Korean time. */
export type ConferenceDraft = {
  title: string;
  category: string;
  contents: string;
  rsdatetime: string;
  redatetime: string;
  cancelDay: string;
  depositDays: string;
  isAddress: YesNo;
  isView: YesNo;
  isFeatured: YesNo;
  /** Banner image paths, one a line. */
  banners: string;
  benefitNote: string;
  parkingNote: string;
  hideHeadcount: YesNo;
  deadlineAtMidnight: YesNo;
  onlineUrl: string;
  onlineMeetingId: string;
  onlineMeetingPasscode: string;
  sessions: SessionDraft[];
};

/** What the save does with the thumbnail: keep, replace with a chosen file, or delete. */
export type ThumbnailDraft = { file: File | null; remove: boolean };

let keySequence = 0;
const newKey = () => {
  keySequence += 1;
  return `row-${keySequence}`;
};

const kstOffsetMs = 9 * 60 * 60 * 1000;

/** An ISO moment as a datetime-local value in Korean time ("2026-11-23T10:00"); empty for none. */
export function toKstInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + kstOffsetMs).toISOString().slice(0, 16);
}

export const emptyDepartment = (): DepartmentDraft => ({
  key: newKey(),
  dept: '',
  price: '0',
  limit: '0',
  registered: 0,
  view: 'Y',
});

export const emptySession = (): SessionDraft => ({
  key: newKey(),
  label: '',
  local: '',
  place: '',
  schedule: '',
  startsAt: '',
  releaseAt: '',
  roomGuide: '',
  view: 'Y',
  departments: [emptyDepartment()],
});

/** A new conference's form: one session with one department, shown and without an address. */
export const emptyDraft = (): ConferenceDraft => ({
  title: '',
  category: '',
  contents: '',
  rsdatetime: '',
  redatetime: '',
  cancelDay: '0',
  depositDays: '1',
  isAddress: 'N',
  isView: 'Y',
  isFeatured: 'N',
  banners: '',
  benefitNote: '',
  parkingNote: '',
  hideHeadcount: 'N',
  deadlineAtMidnight: 'N',
  onlineUrl: '',
  onlineMeetingId: '',
  onlineMeetingPasscode: '',
  sessions: [emptySession()],
});

/** The form filled with a stored conference. */
export function draftFrom(conference: AdminConference): ConferenceDraft {
  return {
    title: conference.title,
    category: conference.category,
    contents: conference.contents,
    rsdatetime: toKstInput(conference.rsdatetime),
    redatetime: toKstInput(conference.redatetime),
    cancelDay: String(conference.cancel_day),
    depositDays: String(conference.deposit_days),
    isAddress: conference.isAddress,
    isView: conference.isView,
    isFeatured: conference.isFeatured,
    banners: conference.banners.join('\n'),
    benefitNote: conference.benefitNote ?? '',
    parkingNote: conference.parkingNote ?? '',
    hideHeadcount: conference.hideHeadcount,
    deadlineAtMidnight: conference.deadlineAtMidnight,
    onlineUrl: conference.onlineUrl ?? '',
    onlineMeetingId: conference.onlineMeetingId ?? '',
    onlineMeetingPasscode: conference.onlineMeetingPasscode ?? '',
    sessions: conference.conferenceDetailList.map((session) => ({
      key: newKey(),
      label: session.label ?? '',
      local: session.local,
      place: session.place,
      schedule: session.schedule,
      startsAt: toKstInput(session.startsAt),
      releaseAt: toKstInput(session.releaseAt),
      roomGuide: session.roomGuide ?? '',
      view: session.view,
      departments: session.details.map((department) => ({
        key: newKey(),
        idx: department.idx,
        dept: department.dept,
        price: String(department.price),
        limit: String(department.limit_personnel),
        registered: department.registered_personnel,
        view: department.view,
      })),
    })),
  };
}

// Editing the session list. The last session and a session's last department cannot be removed
// (spec §2: at least one of each remains); numbers follow the order, so removal renumbers.

export const addSession = (draft: ConferenceDraft): ConferenceDraft => ({
  ...draft,
  sessions: [...draft.sessions, emptySession()],
});

export const removeSession = (draft: ConferenceDraft, key: string): ConferenceDraft =>
  draft.sessions.length <= 1 ? draft : { ...draft, sessions: draft.sessions.filter((s) => s.key !== key) };

export const updateSession = (draft: ConferenceDraft, key: string, change: Partial<SessionDraft>) => ({
  ...draft,
  sessions: draft.sessions.map((s) => (s.key === key ? { ...s, ...change } : s)),
});

export const addDepartment = (draft: ConferenceDraft, sessionKey: string) => ({
  ...draft,
  sessions: draft.sessions.map((s) =>
    s.key === sessionKey ? { ...s, departments: [...s.departments, emptyDepartment()] } : s,
  ),
});

export const removeDepartment = (draft: ConferenceDraft, sessionKey: string, key: string) => ({
  ...draft,
  sessions: draft.sessions.map((s) =>
    s.key === sessionKey && s.departments.length > 1
      ? { ...s, departments: s.departments.filter((d) => d.key !== key) }
      : s,
  ),
});

export const updateDepartment = (
  draft: ConferenceDraft,
  sessionKey: string,
  key: string,
  change: Partial<DepartmentDraft>,
) => ({
  ...draft,
  sessions: draft.sessions.map((s) =>
    s.key === sessionKey
      ? { ...s, departments: s.departments.map((d) => (d.key === key ? { ...d, ...change } : d)) }
      : s,
  ),
});

const isWholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** Whether the contents show anything (an emptied editor leaves `<p></p>`). */
export function hasContents(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}

/** Whether anything was typed into a session (its place, schedule or a department's name): removing it then asks first. */
export function sessionHasEntries(session: SessionDraft): boolean {
  const typed = (text: string) => text.trim().length > 0;
  return (
    [session.label, session.local, session.place, session.schedule, session.roomGuide].some(typed) ||
    session.departments.some((department) => typed(department.dept) || department.registered > 0)
  );
}

/** The form's own field names that must be filled, shown with the spec's message and marked on the form. */
export type MissingField =
  | 'title'
  | 'contents'
  | 'rsdatetime'
  | 'redatetime'
  | 'cancelDay'
  | 'depositDays'
  | 'thumbnail';

/** Each field by its label on the form, so the message names what the administrator can find. */
const fieldNames: Record<MissingField, string> = {
  title: '제목',
  contents: '컨퍼런스 내용',
  rsdatetime: '접수 시작 (한국 시간)',
  redatetime: '접수 종료 (한국 시간)',
  cancelDay: '취소 가능 기한 (시작 며칠 전까지)',
  depositDays: '가상계좌 입금 기한 (일) 1~14',
  thumbnail: '썸네일',
};

/**
 * What is still empty or unreadable: the form's fields (to highlight) and, by name, every session and
 * department field by its label (a session 'N회차 장소', a department 'N회차 유년부 금액').
 */
export function missingFields(draft: ConferenceDraft, options: { hasThumbnail: boolean }) {
  const filled = (text: string) => text.trim().length > 0;
  const fields: MissingField[] = [];
  if (!filled(draft.title)) fields.push('title');
  if (!hasContents(draft.contents)) fields.push('contents');
  if (!filled(draft.rsdatetime)) fields.push('rsdatetime');
  if (!filled(draft.redatetime)) fields.push('redatetime');
  if (!isWholeNumber(draft.cancelDay)) fields.push('cancelDay');
  const days = Number(draft.depositDays);
  if (!isWholeNumber(draft.depositDays) || days < 1 || days > 14) fields.push('depositDays');
  if (!options.hasThumbnail) fields.push('thumbnail');
  const names: string[] = fields.map((field) => fieldNames[field]);
  draft.sessions.forEach((session, index) => {
    const round = `${index + 1}회차`;
    if (!filled(session.local)) names.push(`${round} 지역`);
    if (!filled(session.place)) names.push(`${round} 장소`);
    if (!filled(session.schedule)) names.push(`${round} 일정`);
    // As the department's boxes are labelled: "1회차 2번째 부서 이름", "1회차 유년부 금액".
    session.departments.forEach((department, n) => {
      const name = department.dept.trim() || `${n + 1}번째 부서`;
      if (!filled(department.dept)) names.push(`${round} ${n + 1}번째 부서 이름`);
      if (!isWholeNumber(department.price)) names.push(`${round} ${name} 금액`);
      if (!isWholeNumber(department.limit)) names.push(`${round} ${name} 정원`);
    });
  });
  return { fields, names };
}

/**
 * The first problem that keeps the form from being sent, or null. Spec §5: every field is needed
 * (the thumbnail too when creating), with one generic message — followed here by what is missing.
 */
export function draftProblem(draft: ConferenceDraft, options: { hasThumbnail: boolean }): string | null {
  const { names } = missingFields(draft, options);
  if (names.length > 0) return `${conferenceFormTexts.fillAll} (입력할 항목: ${names.join(', ')})`;
  if (draft.rsdatetime >= draft.redatetime) return conferenceFormTexts.periodOrder;
  const tooFew = draft.sessions
    .flatMap((session) => session.departments)
    .find((d) => Number(d.limit) !== 0 && Number(d.limit) < d.registered);
  if (tooFew)
    return `${conferenceFormTexts.limitBelowRegistered} (${tooFew.dept}: 등록 ${tooFew.registered}명)`;
  return null;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The request body for the draft; `thumbnailEnc` is the chosen file as a data: URL. */
export function toPayload(
  draft: ConferenceDraft,
  thumbnail: { command: 'update' | 'delete' | null; enc: string | null; name: string | null },
): SaveConferencePayload {
  return {
    title: draft.title.trim(),
    category: draft.category.trim(),
    contents: draft.contents,
    rsdatetime: draft.rsdatetime,
    redatetime: draft.redatetime,
    cancel_day: Number(draft.cancelDay),
    deposit_days: Number(draft.depositDays),
    isAddress: draft.isAddress,
    isView: draft.isView,
    thumbnailEnc: thumbnail.enc,
    thumbnailName: thumbnail.name,
    command: thumbnail.command,
    isFeatured: draft.isFeatured,
    banners: draft.banners
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    benefitNote: orNull(draft.benefitNote),
    parkingNote: orNull(draft.parkingNote),
    hideHeadcount: draft.hideHeadcount,
    deadlineAtMidnight: draft.deadlineAtMidnight,
    onlineUrl: orNull(draft.onlineUrl),
    onlineMeetingId: orNull(draft.onlineMeetingId),
    onlineMeetingPasscode: orNull(draft.onlineMeetingPasscode),
    conferenceDetailList: draft.sessions.map((session, index) => ({
      number: index + 1,
      label: orNull(session.label),
      local: session.local.trim(),
      place: session.place.trim(),
      schedule: session.schedule.trim(),
      startsAt: session.startsAt || null,
      releaseAt: session.releaseAt || null,
      roomGuide: orNull(session.roomGuide),
      view: session.view,
      details: session.departments.map((d) => ({
        ...(d.idx === undefined ? {} : { idx: d.idx }),
        dept: d.dept.trim(),
        price: Number(d.price),
        limit_personnel: Number(d.limit),
        view: d.view,
      })),
    })),
  };
}

/** Whether a chosen file's name has one of the five thumbnail extensions (the server checks the bytes). */
export function hasThumbnailExtension(name: string): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return (thumbnailExtensions as readonly string[]).includes(extension);
}

/** A file as a data: URL, the way the thumbnail travels in the JSON body. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
