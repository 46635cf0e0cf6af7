import { paymentHold } from '@edu/shared';
import { FieldProblemText, useFieldProblem } from '@/components/form/field-problem';
import { RequiredMark } from '@/components/form/required-mark';

/** The policy agreement of the registration form (spec §2 Registration, §5; the spec's "약관을 동의해주세요." is written "약관에 동의해 주세요."). */
export function RegistrationAgreement({
  agreed,
  onChange,
}: {
  agreed: boolean;
  onChange: (agreed: boolean) => void;
}) {
  const problem = useFieldProblem('agree');
  return (
    <section aria-labelledby="agreement-title" className="space-y-3">
      <h2 id="agreement-title" className="text-lg font-bold text-slate-900">
        신청 약관
      </h2>
      {/* A scroll area: focusable and named, so a keyboard can scroll it and a screen reader names it. */}
      <section
        aria-label="신청 약관 내용"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1).
        tabIndex={0}
        className="max-h-48 space-y-2 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <p>
          <strong>개인정보 수집 및 이용</strong> — 컨퍼런스 신청 접수와 참석 확인, 안내 메시지 발송을 위해
          신청자의 이름, 휴대폰 번호, 이메일, 교회명과 참석자의 이름, 교회명(교재 발송이 필요한 경우 주소)을
          수집합니다. 수집한 정보는 컨퍼런스 종료 후 1년간 보관한 뒤 파기하며, 결제 기록은 관계 법령에 따라
          5년간 보관합니다.
        </p>
        <p>
          <strong>신청 및 환불</strong> — 신청은 결제가 완료되어야 확정되며, 결제하지 않은 신청은 신청(또는
          결제 시도) 후 {paymentHold.minutes}분이 지나면 잡아 둔 자리가 반환되고 자동으로 취소됩니다. 결제
          페이지에서 남은 시간을 확인할 수 있고, {paymentHold.extensionMinutes}분씩{' '}
          {paymentHold.maxExtensions}번까지 연장할 수 있습니다. 취소와 환불은 신청 내역에서 요청할 수 있으며,
          컨퍼런스별 취소 가능 기간이 지나면 취소할 수 없습니다.
        </p>
        <p>동의하지 않으실 수 있으나, 동의하지 않으시면 신청하실 수 없습니다.</p>
      </section>
      <label className="flex items-center gap-2 text-base font-medium text-slate-900">
        <input
          type="checkbox"
          name="agree"
          checked={agreed}
          aria-required
          {...problem.inputProps()}
          onChange={(event) => {
            problem.clear();
            onChange(event.target.checked);
          }}
          className="size-5 accent-brand-600"
        />
        위 약관에 동의합니다.
        <RequiredMark />
      </label>
      <FieldProblemText name="agree" />
    </section>
  );
}
