import { admin, answerDialog } from './account-helpers';
import { fillDepartment, fillSession, kstInput, png } from './admin-helpers';
import { expect, test } from './fixtures';

test('the administrator creates a conference with two sessions, sees it published, then changes a limit', async ({
  page,
}) => {
  expect((await page.request.post('/api/account/login', { data: admin })).ok()).toBe(true);
  const title = `E2E 교사 컨퍼런스 ${Date.now().toString(36)}`;

  await page.goto('/management?tab=conference-create');
  const form = page.getByRole('form', { name: '컨퍼런스 생성' });
  await form.getByLabel('제목').fill(title);
  await form.getByLabel('접수 시작 (한국 시간)').fill(kstInput(-1));
  await form.getByLabel('접수 종료 (한국 시간)').fill(kstInput(30));
  await form.getByLabel('썸네일').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: '썸네일 미리보기' })).toBeVisible();
  const editor = form.getByRole('textbox', { name: '컨퍼런스 내용' });
  await editor.click();
  await page.keyboard.type('여름 성경학교를 준비하는 교사 컨퍼런스입니다.');

  // Saving with an empty session is refused with the spec's one message, naming what is missing.
  await form.getByRole('button', { name: '컨퍼런스 생성' }).click();
  await answerDialog(
    page,
    /모든 항목을 입력해주세요\. \(입력할 항목: 1회차 지역, 1회차 장소, 1회차 일정, 1회차 1번째 부서 이름\)/,
  );

  await fillSession(page, 1, {
    local: '서울',
    place: '온누리교회',
    schedule: '2027년 7월 3일(토) 10:00 ~ 17:00',
  });
  await fillDepartment(page, 1, 1, { dept: '유치부', price: '30000', limit: '100' });
  await form.getByRole('button', { name: '1회차 부서 추가' }).click();
  await fillDepartment(page, 1, 2, { dept: '유년부', price: '35000', limit: '0' });
  await form.getByRole('button', { name: '회차 추가' }).click();
  await fillSession(page, 2, {
    local: '부산',
    place: '수영로교회',
    schedule: '2027년 7월 10일(토) 10:00 ~ 17:00',
  });
  await fillDepartment(page, 2, 1, { dept: '초등부', price: '25000', limit: '50' });
  // The only department of a session cannot be removed.
  await expect(form.getByRole('button', { name: '삭제 (2회차 초등부)' })).toBeDisabled();
  // A session with entries is removed only once the administrator says so.
  await form.getByRole('button', { name: '회차 추가' }).click();
  await fillSession(page, 3, { local: '대구', place: '', schedule: '' });
  await form.getByRole('button', { name: '3회차 삭제' }).click();
  await answerDialog(page, '3회차에 입력한 내용을 삭제하시겠습니까?', '취소');
  await expect(form.getByRole('button', { name: '3회차 삭제' })).toBeVisible();
  await form.getByRole('button', { name: '3회차 삭제' }).click();
  await answerDialog(page, '3회차에 입력한 내용을 삭제하시겠습니까?');
  await expect(form.getByRole('button', { name: '3회차 삭제' })).toHaveCount(0);

  await form.getByRole('button', { name: '컨퍼런스 생성' }).click();
  await answerDialog(page, '컨퍼런스가 등록되었습니다.');
  // The form shows what was created, ready to edit.
  await expect(page.getByRole('form', { name: '컨퍼런스 수정' }).getByLabel('제목')).toHaveValue(title);

  const list = (await (await page.request.get('/api/admin/conferences')).json()).contents as {
    idx: number;
    title: string;
  }[];
  const idx = list.find((item) => item.title === title)?.idx;
  expect(idx).toBeDefined();

  // A conference nobody registered for yet: its dashboard says so in a line, not with an empty chart.
  await page.goto('/management?tab=dashboard');
  await page.getByRole('combobox', { name: '컨퍼런스', exact: true }).selectOption(String(idx));
  await expect(page.getByText('최근 30일 동안 신청이 없습니다.').first()).toBeVisible();

  await page.goto(`/${idx}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: title })).toBeVisible();
  await expect(main.getByRole('heading', { name: '1회차' })).toBeVisible();
  await expect(main.getByRole('heading', { name: '2회차' })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: '유치부' })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: '초등부' })).toBeVisible();
  await expect(main.getByText('0/100')).toBeVisible();

  await page.goto('/management?tab=conferences');
  await page.getByRole('button', { name: `편집 (${title})` }).click();
  const editForm = page.getByRole('form', { name: '컨퍼런스 수정' });
  await expect(editForm.getByLabel('제목')).toHaveValue(title);
  await editForm.getByLabel('1회차 유치부 정원').fill('30');
  await editForm.getByRole('button', { name: '수정 저장' }).click();
  await answerDialog(page, '컨퍼런스가 수정되었습니다.');
  await expect(editForm.getByLabel('1회차 유치부 정원')).toHaveValue('30');

  await page.goto(`/${idx}`);
  await expect(page.getByRole('main').getByText('0/30')).toBeVisible();
});
