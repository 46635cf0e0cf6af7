import type { InputHTMLAttributes } from 'react';
import { FieldProblemText, useFieldProblem } from '@/components/form/field-problem';
import { inputClass, secondaryButtonClass } from '@/components/form/form-styles';
import { type Attendee, attendeeInputName } from '../lib/registration-checks';

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
        이름과 교회명은 필수입니다. 참석하시는 분을 모두 입력해주세요. 신청자도 참석하시면 참석자로
        추가해주세요. 참석자의 휴대폰 번호를 입력하시면 그분께 개인 입장 티켓을 카카오톡으로 보내드립니다.
        (선택)
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
                <RowInput
                  name={attendeeInputName(number, 'name')}
                  aria-label={`참석자 ${number} 이름`}
                  aria-required
                  value={row.name}
                  onValue={(name) => onChange({ ...row, name })}
                  placeholder="이름"
                  maxLength={50}
                />
                <RowInput
                  name={attendeeInputName(number, 'church')}
                  aria-label={`참석자 ${number} 교회명`}
                  aria-required
                  value={row.church}
                  onValue={(church) => onChange({ ...row, church })}
                  placeholder="교회명"
                  maxLength={100}
                />
                <RowInput
                  name={attendeeInputName(number, 'phone')}
                  aria-label={`참석자 ${number} 연락처 (선택)`}
                  value={row.phone ?? ''}
                  onValue={(phone) => onChange({ ...row, phone })}
                  placeholder="휴대폰 번호 (선택)"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  maxLength={20}
                  wide
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

type RowInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className' | 'value'> & {
  name: string;
  value: string;
  onValue: (value: string) => void;
  /** The phone: the whole row's width on a phone. */
  wide?: boolean;
};

/** One box of a row; the one the form's check refused is marked and its message shown under it. */
function RowInput({ name, value, onValue, wide, ...input }: RowInputProps) {
  const problem = useFieldProblem(name);
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <input
        {...input}
        name={name}
        value={value}
        onChange={(event) => {
          problem.clear();
          onValue(event.target.value);
        }}
        {...problem.inputProps()}
        className={`${rowInputClass} w-full`}
      />
      <FieldProblemText name={name} />
    </div>
  );
}
