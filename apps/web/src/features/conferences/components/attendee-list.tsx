import { inputClass, secondaryButtonClass } from '@/components/form/form-styles';
import type { Attendee } from '../lib/registration-checks';

/** An attendee row of the form; `key` keeps a row's inputs apart from its neighbours' when one is removed. */
export type AttendeeRow = Attendee & { key: number };

type AttendeeListProps = {
  rows: AttendeeRow[];
  onChange: (row: AttendeeRow) => void;
  onAdd: () => void;
  onAddApplicant: () => void;
  onRemove: (key: number) => void;
};

const rowInputClass = `${inputClass.replace('mt-1 ', '')} min-w-0 flex-1`;

/** The attendee rows (name, church) with add and remove; the list scrolls past 750 px (spec §2 Registration). */
export function AttendeeList({ rows, onChange, onAdd, onAddApplicant, onRemove }: AttendeeListProps) {
  return (
    <section aria-labelledby="attendees-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="attendees-title" className="text-lg font-bold text-slate-900">
          참석자 정보 <span className="text-base font-medium text-slate-600">({rows.length}명)</span>
        </h2>
        <div className="flex gap-2">
          <button type="button" onClick={onAddApplicant} className={secondaryButtonClass}>
            신청자를 참석자로 추가
          </button>
          <button type="button" onClick={onAdd} className={secondaryButtonClass}>
            참석자 추가
          </button>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        참석하시는 분을 모두 입력해주세요. 신청자도 참석하시면 참석자로 추가해주세요. 참석자의 휴대폰 번호를
        입력하시면 그분께 개인 입장 티켓을 카카오톡으로 보내드립니다. (선택)
      </p>
      <ol aria-label="참석자 목록" className="max-h-[750px] space-y-2 overflow-y-auto pr-1">
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.key} className="flex items-center gap-2 rounded-xl bg-slate-50 p-2 sm:p-3">
              <span
                aria-hidden="true"
                className="w-6 shrink-0 text-center text-sm font-semibold text-slate-500"
              >
                {number}
              </span>
              <div className="grid min-w-0 flex-1 grid-cols-2 gap-2 sm:grid-cols-3">
                <input
                  aria-label={`참석자 ${number} 이름`}
                  value={row.name}
                  onChange={(event) => onChange({ ...row, name: event.target.value })}
                  placeholder="이름"
                  maxLength={50}
                  className={rowInputClass}
                />
                <input
                  aria-label={`참석자 ${number} 교회명`}
                  value={row.church}
                  onChange={(event) => onChange({ ...row, church: event.target.value })}
                  placeholder="교회명"
                  maxLength={100}
                  className={rowInputClass}
                />
                <input
                  aria-label={`참석자 ${number} 연락처 (선택)`}
                  value={row.phone ?? ''}
                  onChange={(event) => onChange({ ...row, phone: event.target.value })}
                  placeholder="휴대폰 번호 (선택)"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  maxLength={20}
                  className={`${rowInputClass} col-span-2 sm:col-span-1`}
                />
              </div>
              <button
                type="button"
                aria-label={`참석자 ${number} 삭제`}
                onClick={() => onRemove(row.key)}
                disabled={rows.length === 1}
                className="shrink-0 rounded-lg border border-slate-300 px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-white disabled:opacity-40"
              >
                삭제
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
