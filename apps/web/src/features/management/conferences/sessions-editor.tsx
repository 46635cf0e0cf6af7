import { useDialog } from '@/components/ui/dialog-provider';
import { ScrollFrame } from '@/components/ui/scroll-frame';
import {
  adminDangerButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
  adminSmallButtonClass,
  adminTableClass,
  adminTableWrapClass,
  adminTdClass,
  adminThClass,
} from '../components/admin-styles';
import {
  addDepartment,
  addSession,
  type ConferenceDraft,
  removeDepartment,
  removeSession,
  type SessionDraft,
  sessionHasEntries,
  updateDepartment,
  updateSession,
} from './conference-draft';
import { TextAreaField, TextField, YesNoField } from './form-fields';

type Update = (change: (draft: ConferenceDraft) => ConferenceDraft) => void;

/**
 * The sessions (회차) of the form: numbered by position, each with its place, schedule and department
 * rows. The last session and a session's last department cannot be removed (spec §2).
 */
export function SessionsEditor({ sessions, update }: { sessions: SessionDraft[]; update: Update }) {
  return (
    <section aria-labelledby="sessions-heading" className="space-y-4">
      <div className="flex items-center justify-between">
        <h3 id="sessions-heading" className="text-base font-bold text-slate-900">
          회차 <span className="text-sm font-normal text-slate-500">({sessions.length}개)</span>
        </h3>
        <button type="button" className={adminSmallButtonClass} onClick={() => update(addSession)}>
          회차 추가
        </button>
      </div>
      {sessions.map((session, index) => (
        <SessionCard
          key={session.key}
          number={index + 1}
          session={session}
          onlyOne={sessions.length === 1}
          update={update}
        />
      ))}
    </section>
  );
}

function SessionCard({
  number,
  session,
  onlyOne,
  update,
}: {
  number: number;
  session: SessionDraft;
  onlyOne: boolean;
  update: Update;
}) {
  const dialog = useDialog();
  const change = (patch: Partial<SessionDraft>) =>
    update((draft) => updateSession(draft, session.key, patch));
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/50 p-4">
      <legend className="px-1 text-sm font-bold text-slate-800">{number}회차</legend>
      <div className="flex justify-end">
        <button
          type="button"
          className={adminDangerButtonClass}
          disabled={onlyOne}
          title={onlyOne ? '최소 1개의 회차가 필요합니다.' : undefined}
          onClick={async () => {
            // A session with anything typed in it is not thrown away on one click.
            if (
              sessionHasEntries(session) &&
              !(await dialog.confirm(`${number}회차에 입력한 내용을 삭제하시겠습니까?`))
            )
              return;
            update((draft) => removeSession(draft, session.key));
          }}
        >
          {number}회차 삭제
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="지역" required value={session.local} onChange={(local) => change({ local })} />
        <TextField label="장소" required value={session.place} onChange={(place) => change({ place })} />
        <TextField
          label="일정"
          required
          value={session.schedule}
          onChange={(schedule) => change({ schedule })}
          hint="예: 2027년 1월 9일(토) 10:00 ~ 17:00"
        />
        <TextField
          label="회차 이름"
          value={session.label}
          onChange={(label) => change({ label })}
          hint="비우면 번호로 표시 (예: 추가 회차)"
        />
        <TextField
          label="시작일"
          type="datetime-local"
          value={session.startsAt}
          onChange={(startsAt) => change({ startsAt })}
          hint="취소 신청 마감 계산에 사용"
        />
        <TextField
          label="공개 시각"
          type="datetime-local"
          value={session.releaseAt}
          onChange={(releaseAt) => change({ releaseAt })}
          hint="이 시각 전에는 숨김 (비우면 바로 공개)"
        />
      </div>
      <TextAreaField
        label="현장 안내"
        value={session.roomGuide}
        onChange={(roomGuide) => change({ roomGuide })}
        hint="바코드 안내 페이지에 표시됩니다."
      />
      <YesNoField label="회차 공개" value={session.view} onChange={(view) => change({ view })} />
      <DepartmentsTable number={number} session={session} update={update} />
    </fieldset>
  );
}

function DepartmentsTable({
  number,
  session,
  update,
}: {
  number: number;
  session: SessionDraft;
  update: Update;
}) {
  const onlyOne = session.departments.length === 1;
  return (
    <div className="space-y-2">
      <ScrollFrame label={`${number}회차 부서`} className={adminTableWrapClass}>
        <table className={`${adminTableClass} min-w-[40rem]`}>
          <caption className="sr-only">{number}회차 부서</caption>
          <thead>
            <tr>
              <th scope="col" className={adminThClass}>
                부서
              </th>
              <th scope="col" className={adminThClass}>
                금액(원)
              </th>
              <th scope="col" className={adminThClass}>
                정원 (0 = 제한 없음)
              </th>
              <th scope="col" className={adminThClass}>
                신청
              </th>
              <th scope="col" className={adminThClass}>
                공개
              </th>
              <th scope="col" className={adminThClass}>
                삭제
              </th>
            </tr>
          </thead>
          <tbody>
            {session.departments.map((department, row) => {
              const name = department.dept || `${row + 1}번째 부서`;
              const change = (patch: Partial<typeof department>) =>
                update((draft) => updateDepartment(draft, session.key, department.key, patch));
              return (
                <tr key={department.key}>
                  <td className={adminTdClass}>
                    <input
                      aria-label={`${number}회차 ${row + 1}번째 부서 이름`}
                      className={`${adminInputClass} w-full`}
                      value={department.dept}
                      onChange={(event) => change({ dept: event.target.value })}
                    />
                  </td>
                  <td className={adminTdClass}>
                    <input
                      aria-label={`${number}회차 ${name} 금액`}
                      type="number"
                      min={0}
                      className={`${adminInputClass} w-28`}
                      value={department.price}
                      onChange={(event) => change({ price: event.target.value })}
                    />
                  </td>
                  <td className={adminTdClass}>
                    <input
                      aria-label={`${number}회차 ${name} 정원`}
                      type="number"
                      min={0}
                      className={`${adminInputClass} w-24`}
                      value={department.limit}
                      onChange={(event) => change({ limit: event.target.value })}
                    />
                  </td>
                  <td className={`${adminTdClass} whitespace-nowrap`}>{department.registered}명</td>
                  <td className={adminTdClass}>
                    <input
                      type="checkbox"
                      aria-label={`${number}회차 ${name} 공개`}
                      checked={department.view === 'Y'}
                      onChange={(event) => change({ view: event.target.checked ? 'Y' : 'N' })}
                    />
                  </td>
                  <td className={adminTdClass}>
                    <button
                      type="button"
                      className={adminDangerButtonClass}
                      disabled={onlyOne || department.registered > 0}
                      title={
                        onlyOne
                          ? '최소 1개의 부서가 필요합니다.'
                          : department.registered > 0
                            ? '신청자가 있는 부서는 삭제할 수 없습니다.'
                            : undefined
                      }
                      onClick={() => update((draft) => removeDepartment(draft, session.key, department.key))}
                    >
                      삭제
                      <span className="sr-only">
                        {' '}
                        ({number}회차 {name})
                      </span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollFrame>
      <button
        type="button"
        className={adminSecondaryButtonClass}
        onClick={() => update((draft) => addDepartment(draft, session.key))}
      >
        {number}회차 부서 추가
      </button>
    </div>
  );
}
