import { describe, expect, it } from 'vitest';
import {
  addDepartment,
  addSession,
  type ConferenceDraft,
  draftProblem,
  emptyDraft,
  hasThumbnailExtension,
  missingFields,
  removeDepartment,
  removeSession,
  sessionHasEntries,
  toKstInput,
  toPayload,
} from './conference-draft';

const filled = (): ConferenceDraft => {
  const draft = emptyDraft();
  const session = { local: '서울', place: '교회', schedule: '7월 3일' };
  const department = { dept: '유치부', price: '30000', limit: '10' };
  return {
    ...draft,
    title: '컨퍼런스',
    contents: '<p>내용</p>',
    rsdatetime: '2026-01-01T09:00',
    redatetime: '2026-02-01T18:00',
    sessions: draft.sessions.map((s) => ({
      ...s,
      ...session,
      departments: s.departments.map((d) => ({ ...d, ...department })),
    })),
  };
};
const keep = { command: null, enc: null, name: null };

describe('the conference form draft', () => {
  it('keeps at least one session and one department, and numbers sessions by position', () => {
    const one = emptyDraft();
    const [only] = one.sessions;
    if (!only) throw new Error('no session');
    expect(removeSession(one, only.key)).toBe(one);
    const [department] = only.departments;
    if (!department) throw new Error('no department');
    expect(removeDepartment(one, only.key, department.key).sessions[0]?.departments).toHaveLength(1);

    const three = addSession(addSession(filled()));
    const middle = three.sessions[1];
    if (!middle) throw new Error('no session');
    const two = removeSession(three, middle.key);
    expect(toPayload(two, keep).conferenceDetailList.map((s) => s.number)).toEqual([1, 2]);
    expect(addDepartment(two, middle.key)).toEqual(two);
  });

  it('knows a session with entries (its removal asks first) from an empty one', () => {
    const draft = addSession(filled());
    const [first, second] = draft.sessions;
    expect(first && sessionHasEntries(first)).toBe(true);
    expect(second && sessionHasEntries(second)).toBe(false);
  });

  it('asks for every field, the thumbnail too when creating', () => {
    expect(draftProblem(filled(), { hasThumbnail: true })).toBeNull();
    expect(draftProblem(filled(), { hasThumbnail: false })).toBe(
      '모든 항목을 입력해주세요. (입력할 항목: 썸네일)',
    );
    expect(draftProblem({ ...filled(), contents: '<p></p>', title: ' ' }, { hasThumbnail: true })).toBe(
      '모든 항목을 입력해주세요. (입력할 항목: 제목, 컨퍼런스 내용)',
    );
    expect(draftProblem(addSession(filled()), { hasThumbnail: true })).toBe(
      '모든 항목을 입력해주세요. (입력할 항목: 2회차 지역, 2회차 장소, 2회차 일정, 2회차 1번째 부서 이름)',
    );
    expect(missingFields({ ...filled(), depositDays: '15' }, { hasThumbnail: true }).fields).toEqual([
      'depositDays',
    ]);
    // Each name is the field's label on the form.
    expect(draftProblem({ ...filled(), rsdatetime: '', cancelDay: 'x' }, { hasThumbnail: true })).toBe(
      '모든 항목을 입력해주세요. (입력할 항목: 접수 시작 (한국 시간), 취소 가능 기한 (시작 며칠 전까지))',
    );
    expect(draftProblem({ ...filled(), redatetime: '2025-12-01T00:00' }, { hasThumbnail: true })).toBe(
      '접수 종료 일시는 접수 시작 일시보다 늦어야 합니다.',
    );
  });

  it('refuses a limit below the registered attendees before asking the server', () => {
    const draft = filled();
    const session = draft.sessions[0];
    const department = session?.departments[0];
    if (!session || !department) throw new Error('no department');
    department.registered = 12;
    expect(draftProblem(draft, { hasThumbnail: true })).toContain('등록된 인원보다 적게 설정할 수 없습니다.');
    department.limit = '0';
    expect(draftProblem(draft, { hasThumbnail: true })).toBeNull();
  });

  it('turns the draft into the spec payload', () => {
    const payload = toPayload(filled(), {
      command: 'update',
      enc: 'data:image/png;base64,AA==',
      name: 'a.png',
    });
    expect(payload).toMatchObject({
      title: '컨퍼런스',
      cancel_day: 0,
      command: 'update',
      thumbnailName: 'a.png',
      conferenceDetailList: [
        { number: 1, local: '서울', details: [{ dept: '유치부', price: 30_000, limit_personnel: 10 }] },
      ],
    });
    expect(payload.conferenceDetailList[0]?.details[0]).not.toHaveProperty('idx');
  });

  it('shows stored moments in Korean time and checks thumbnail extensions', () => {
    expect(toKstInput('2026-11-23T01:00:00.000Z')).toBe('2026-11-23T10:00');
    expect(toKstInput(null)).toBe('');
    expect(['a.JPG', 'b.jpeg', 'c.png', 'd.gif', 'e.webp'].every(hasThumbnailExtension)).toBe(true);
    expect(['a.bmp', 'b.svg', 'noextension'].some(hasThumbnailExtension)).toBe(false);
  });
});
