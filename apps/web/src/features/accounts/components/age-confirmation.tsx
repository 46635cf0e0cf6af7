import { describedBy, FieldProblemText, useFieldProblem } from '@/components/form/field-problem';
import { inputClass, labelClass } from '@/components/form/form-styles';
import type { PhoneCode } from '../hooks/use-phone-code';
import type { AgeAnswer } from '../utils/age-problem';
import { PhoneCodeFields } from './phone-code-fields';

const answers = [
  { value: 'Y', label: '만 14세 이상입니다' },
  { value: 'N', label: '만 14세 미만입니다' },
] as const;

type Props = {
  value: AgeAnswer;
  onChange: (value: AgeAnswer) => void;
  guardianName: string;
  onGuardianNameChange: (name: string) => void;
  guardianPhone: PhoneCode;
};

/**
 * The sign-up's age question. Under 14 the privacy law asks for a guardian's (법정대리인) consent: the
 * guardian's name, and their phone proven by a KakaoTalk code as the member's own is.
 */
export function AgeConfirmation({
  value,
  onChange,
  guardianName,
  onGuardianNameChange,
  guardianPhone,
}: Props) {
  const answerProblem = useFieldProblem('is_over14');
  const guardianNameProblem = useFieldProblem('guardian_name');
  return (
    <div className="space-y-4">
      <fieldset
        className="min-w-0"
        aria-describedby={describedBy(answerProblem.message && answerProblem.messageId)}
      >
        <legend className="text-sm font-medium text-slate-700">
          나이 확인 <span className="text-red-700">(필수)</span>
        </legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {answers.map((answer) => (
            <label
              key={answer.value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-3 text-sm font-medium text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="is_over14"
                value={answer.value}
                checked={value === answer.value}
                onChange={() => {
                  answerProblem.clear();
                  onChange(answer.value);
                }}
                className="size-4 shrink-0 accent-brand-600"
              />
              {answer.label}
            </label>
          ))}
        </div>
        <FieldProblemText name="is_over14" />
      </fieldset>
      {value === 'N' && (
        <fieldset className="min-w-0 space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <legend className="px-1 text-sm font-bold text-slate-900">보호자(법정대리인) 동의</legend>
          <div className="space-y-2 text-sm text-slate-700">
            <p>
              만 14세 미만 어린이는 개인정보 보호법에 따라 보호자(법정대리인)의 동의를 받아야 가입할 수
              있습니다. 보호자의 이름과 휴대폰 번호를 입력하고, 보호자 휴대폰으로 받은 카카오톡 인증번호를
              입력해주세요.
            </p>
            <p className="text-xs text-slate-600">
              보호자 인증을 마치면 보호자가 위 개인정보 수집 및 이용에 동의한 것으로 봅니다. 보호자의 이름과
              휴대폰 번호는 동의 확인을 위해 회원 정보와 함께 보관하며, 회원 탈퇴 시 파기합니다.
            </p>
          </div>
          <label className={labelClass}>
            보호자 이름
            <input
              name="guardian_name"
              autoComplete="off"
              value={guardianName}
              aria-required
              {...guardianNameProblem.inputProps()}
              onChange={(event) => {
                guardianNameProblem.clear();
                onGuardianNameChange(event.target.value);
              }}
              className={`${inputClass} bg-white`}
            />
          </label>
          <FieldProblemText name="guardian_name" />
          <PhoneCodeFields
            state={guardianPhone}
            owner="보호자"
            codeId="signup-guardian-code"
            codeName="guardian_passCode"
            codeLabel="보호자 인증번호"
          />
        </fieldset>
      )}
    </div>
  );
}
