import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { answerDialog } from './account-helpers';

/** A 1×1 PNG for the thumbnail. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A datetime-local value in Korean time, `days` from now. */
export const kstInput = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 16);

export async function fillSession(
  page: Page,
  number: number,
  session: { local: string; place: string; schedule: string },
) {
  const group = page.getByRole('group', { name: `${number}회차` });
  await group.getByLabel('지역').fill(session.local);
  await group.getByLabel('장소').fill(session.place);
  await group.getByLabel('일정').fill(session.schedule);
}

export async function fillDepartment(
  page: Page,
  number: number,
  row: number,
  department: { dept: string; price: string; limit: string },
) {
  await page.getByLabel(`${number}회차 ${row}번째 부서 이름`).fill(department.dept);
  await page.getByLabel(`${number}회차 ${department.dept} 금액`).fill(department.price);
  await page.getByLabel(`${number}회차 ${department.dept} 정원`).fill(department.limit);
}

/**
 * Creates a conference through /management's form (the administrator is logged in on `page`): one
 * session of two departments (20,000 won each, 10 seats) and a second session of one; answers its idx
 * and the department idxs of the first session.
 */
export async function createConferenceThroughForm(page: Page, title: string) {
  await page.goto('/management?tab=conference-create');
  const form = page.getByRole('form', { name: '컨퍼런스 생성' });
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('접수 시작 (한국 시간)').fill(kstInput(-1));
  await form.getByLabel('접수 종료 (한국 시간)').fill(kstInput(30));
  await form.getByLabel('썸네일').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('textbox', { name: '컨퍼런스 내용' }).click();
  await page.keyboard.type('관리자가 만든 컨퍼런스입니다.');
  await fillSession(page, 1, {
    local: '서울',
    place: '사랑의교회',
    schedule: '2027년 1월 9일(토) 10:00 ~ 17:00',
  });
  await fillDepartment(page, 1, 1, { dept: '유아부', price: '20000', limit: '10' });
  await form.getByRole('button', { name: '1회차 부서 추가' }).click();
  await fillDepartment(page, 1, 2, { dept: '청소년부', price: '20000', limit: '10' });
  await form.getByRole('button', { name: '회차 추가' }).click();
  await fillSession(page, 2, {
    local: '대전',
    place: '새로남교회',
    schedule: '2027년 1월 16일(토) 10:00 ~ 17:00',
  });
  await fillDepartment(page, 2, 1, { dept: '유아부', price: '20000', limit: '10' });
  await form.getByRole('button', { name: '컨퍼런스 생성' }).click();
  await answerDialog(page, '컨퍼런스가 등록되었습니다.');

  const list = (await (await page.request.get('/api/admin/conferences')).json()).contents as {
    idx: number;
    title: string;
  }[];
  const idx = list.find((item) => item.title === title)?.idx;
  expect(idx).toBeDefined();
  const details = (await (await page.request.get(`/api/conference/detail/list/${idx}`)).json()).contents as {
    idx: number;
    number: number;
    dept: string;
  }[];
  return { idx: idx as number, firstSession: details.filter((row) => row.number === 1) };
}

type OpenConferenceOptions = {
  /** When registration closes (Korean time, yyyy-mm-ddThh:mm); in 30 days unless given. */
  closesAt?: string;
  /** The first department's limit_personnel (a spec that fills the session asks for a few); 200 unless given. */
  seats?: number;
  /** The session's first day (Korean time), for specs that need one (tickets' calendar); none unless given. */
  startsAt?: string;
  /** Departments after the first (교사부, 10,000원). */
  moreDepartments?: { dept: string; price: number; limit_personnel: number }[];
};

/**
 * A published conference of one open session with a paid department of ample seats (and any others asked
 * for), made through the administrator's API (`admin` is logged in as the administrator): specs that
 * register people use their own, so they never run the demo sessions out of seats. Answers the conference
 * idx and the first department's idx and session number.
 */
export async function createOpenConferenceByApi(
  admin: APIRequestContext,
  title: string,
  options: OpenConferenceOptions = {},
) {
  const created = await admin.post('/api/conference', {
    data: {
      title,
      contents: '<p>브라우저 테스트용 컨퍼런스입니다.</p>',
      rsdatetime: kstInput(-1),
      redatetime: options.closesAt ?? kstInput(30),
      cancel_day: 0,
      isAddress: 'N',
      isView: 'Y',
      thumbnailEnc: png.toString('base64'),
      thumbnailName: 'thumb.png',
      command: 'update',
      conferenceDetailList: [
        {
          local: '서울',
          place: '테스트교회',
          schedule: '2027년 2월 6일(토) 10:00 ~ 17:00',
          ...(options.startsAt ? { startsAt: options.startsAt } : {}),
          details: [
            { dept: '교사부', price: 10000, limit_personnel: options.seats ?? 200 },
            ...(options.moreDepartments ?? []),
          ],
        },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const conferenceIdx = (await created.json()).contents as number;
  const details = (await (await admin.get(`/api/conference/detail/list/${conferenceIdx}`)).json())
    .contents as { idx: number; number: number }[];
  const department = details[0];
  if (!department) throw new Error('the new conference has no department');
  return { conferenceIdx, detailIdx: department.idx, sessionNumber: department.number };
}
