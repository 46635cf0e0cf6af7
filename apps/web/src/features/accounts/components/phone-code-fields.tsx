import { FieldProblemText, useFieldProblem } from '@/components/form/field-problem';
import { inputClass, labelClass, secondaryButtonClass } from '@/components/form/form-styles';
import { PhoneFields } from '@/components/form/phone-fields';
import { formatCountdown } from '../hooks/use-countdown';
import type { PhoneCode } from '../hooks/use-phone-code';

type Props = {
  state: PhoneCode;
  /** The id of the code box. */
  codeId: string;
  codeName: string;
  /** The code box's label ("인증번호"). */
  codeLabel: string;
  /** Whose phone, when not the member's own: it names the number, its boxes, the button and the timer. */
  owner?: string;
};

/** The input name of the number's middle box beside a code box: passCode → passCodePhone. */
export const phoneNameOf = (codeName: string) => `${codeName}Phone`;

/** A phone's boxes, the button that sends the KakaoTalk code, and once sent the code box with the time left. */
export function PhoneCodeFields({ state, codeId, codeName, codeLabel, owner }: Props) {
  const whose = owner ? `${owner} ` : '';
  const codeProblem = useFieldProblem(codeName);
  return (
    <div>
      <PhoneFields
        name={phoneNameOf(codeName)}
        value={state.phone}
        onChange={state.changePhone}
        // The boxes' names must not contain the member's ("휴대폰 번호 가운데 자리"): a name finds its box.
        {...(owner && { legend: `${owner} 휴대폰 번호`, boxLabel: `${owner} 휴대폰` })}
      />
      <button
        type="button"
        onClick={state.requestCode}
        disabled={state.sending}
        className={`${secondaryButtonClass} mt-2 w-full`}
      >
        {whose}
        {state.codeSent ? '인증번호 다시 받기' : '인증번호 받기'}
      </button>
      {state.codeSent && (
        <p className="mt-1 text-xs text-slate-600">
          번호를 잘못 입력했다면 고쳐서 다시 받으세요. 인증번호는 1시간에 5번까지 받을 수 있습니다.
        </p>
      )}
      {state.codeSent && (
        <div className="mt-3">
          <label className={labelClass} htmlFor={codeId}>
            {codeLabel}
          </label>
          <div className="mt-1 flex items-center gap-3">
            <input
              id={codeId}
              name={codeName}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={state.code}
              {...codeProblem.inputProps()}
              onChange={(event) => {
                codeProblem.clear();
                state.setCode(event.target.value);
              }}
              className={`${inputClass} mt-0!`}
            />
            {/* A visible, named timer (KWCAG 2.2.1): its name said once, not every second (role timer is not live). */}
            <p className="shrink-0 text-sm">
              <span id={`${codeId}-timer`} className="text-slate-600">
                {whose && <span className="sr-only">{whose}</span>}남은 시간
              </span>{' '}
              <span role="timer" aria-labelledby={`${codeId}-timer`} className="font-mono text-red-700">
                {formatCountdown(state.remaining)}
              </span>
            </p>
          </div>
          <FieldProblemText name={codeName} />
        </div>
      )}
    </div>
  );
}
