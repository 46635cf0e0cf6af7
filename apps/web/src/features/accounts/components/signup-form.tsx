import { accountMessages, limits, uidProblem } from '@edu/shared';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  FieldProblemScope,
  FieldProblemText,
  invalidPropsOf,
  useFieldProblems,
} from '@/components/form/field-problem';
import {
  inputClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/components/form/form-styles';
import { isPhoneComplete, phoneDigits, phonePartsOf } from '@/components/form/phone-fields';
import { RequiredMark } from '@/components/form/required-mark';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { useCheckUid } from '../api/check-uid';
import { useSendGuardianPasscode } from '../api/send-guardian-passcode';
import { joinedTypesOf, useSendJoinPasscode } from '../api/send-join-passcode';
import { useSignUp } from '../api/sign-up';
import { usePhoneCode } from '../hooks/use-phone-code';
import { type AgeAnswer, ageProblem } from '../utils/age-problem';
import { alreadyJoinedNotice } from '../utils/join-types';
import { clearPendingSocialSignup, type PendingSocialSignup } from '../utils/pending-social-signup';
import { AgeConfirmation } from './age-confirmation';
import { PhoneCodeFields, phoneNameOf } from './phone-code-fields';

const emailDomains = ['naver.com', 'gmail.com', 'daum.net', 'hanmail.net'] as const;
const customDomain = '직접입력';
/** Spec §5: word characters with one or two dot segments. */
const domainPattern = /^\w+(\.\w+){1,2}$/;

/** An email split for the form: the part before @, and the domain as a listed choice or typed text. */
function emailPartsOf(email: string) {
  const [local = '', domain = ''] = email.split('@');
  if (!domain) return { local: '', choice: emailDomains[0] as string, custom: '' };
  const listed = (emailDomains as readonly string[]).includes(domain);
  return { local, choice: listed ? domain : customDomain, custom: listed ? '' : domain };
}

/** What the consent covers: a social member has no password but the provider's member identifier. */
function collectedItems(social: PendingSocialSignup | null): string {
  if (!social) return '아이디, 이름, 비밀번호, 휴대폰 번호, 이메일';
  const phone = social.provider === 'apple' ? '' : ' 휴대폰 번호,';
  return `아이디, 이름,${phone} 이메일, 간편 로그인 회원 식별자`;
}

/** What to say when a code could not be sent: the server's reason, or the plain failure. */
const sendFailureText = (error: unknown) =>
  error instanceof ApiError ? error.message : '인증번호 발송에 실패했습니다.';

/**
 * The member sign-up form (spec §2, §4, §5 Signup): id check, phone code by KakaoTalk, email, consent,
 * then the age: under 14 a guardian consents with a code sent to their own phone. After a social login
 * (`social`) it is prefilled with what the provider shared and asks for no password; an Apple sign-up
 * has no phone to verify.
 */
export function SignupForm({ social = null }: { social?: PendingSocialSignup | null }) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const initialEmail = emailPartsOf(social?.profile.email ?? '');
  const needsPassword = !social;
  const needsPhone = social?.provider !== 'apple';
  const [uid, setUid] = useState('');
  const [name, setName] = useState(social?.profile.name ?? '');
  const [upw, setUpw] = useState('');
  const [upwRe, setUpwRe] = useState('');
  const memberPhone = usePhoneCode({
    sender: useSendJoinPasscode(),
    initialPhone: phonePartsOf(social?.profile.phone ?? ''),
    missingPhone: accountMessages.phoneRequired,
    failureText: (error) => {
      const joined = joinedTypesOf(error);
      return joined ? alreadyJoinedNotice(joined) : sendFailureText(error);
    },
  });
  const [emailLocal, setEmailLocal] = useState(initialEmail.local);
  const [domainChoice, setDomainChoice] = useState<string>(initialEmail.choice);
  const [customDomainText, setCustomDomainText] = useState(initialEmail.custom);
  const [agree, setAgree] = useState(false);
  const [isOver14, setIsOver14] = useState<AgeAnswer>('');
  const [guardianName, setGuardianName] = useState('');
  const guardianPhone = usePhoneCode({
    sender: useSendGuardianPasscode(),
    missingPhone: accountMessages.guardianPhoneRequired,
    failureText: sendFailureText,
    sentNotice: '보호자 휴대폰으로 인증번호가 발송되었습니다.',
  });
  const checkUid = useCheckUid();
  const formRef = useRef<HTMLFormElement>(null);
  const problems = useFieldProblems(formRef);
  const marks = (field: string, ...described: string[]) =>
    invalidPropsOf(problems.problem, field, ...described);
  const signUp = useSignUp();
  const underFourteen = isOver14 === 'N';

  const passwordLongEnough = upw.length >= limits.passwordMinLength;
  const domain = domainChoice === customDomain ? customDomainText.trim() : domainChoice;

  const checkId = async () => {
    // Sign-up's own id rule first: an id it would refuse is never called usable.
    const refusal = uidProblem(uid);
    if (refusal) return dialog.alert(refusal);
    try {
      const taken = await checkUid.mutateAsync(uid.trim());
      await dialog.alert(taken ? '이미 사용 중인 아이디입니다.' : '사용 가능한 아이디입니다.');
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : String(error));
    }
  };

  /** The first page-side problem in the spec §5 order, then the age's, with the input it is about, or null. */
  const problem = (): { field: string; message: string } | null => {
    const at = (field: string, message: string) => ({ field, message });
    const uidRefusal = uidProblem(uid);
    if (uidRefusal) return at('uid', uidRefusal);
    if (!name.trim()) return at('name', accountMessages.nameRequired);
    if (needsPassword && !upw) return at('upw', accountMessages.passwordRequired);
    if (needsPassword && !passwordLongEnough) return at('upw', accountMessages.passwordTooShort);
    if (needsPassword && upw !== upwRe) return at('upwRe', '비밀번호가 일치하지 않습니다.');
    if (needsPhone && !isPhoneComplete(memberPhone.phone))
      return at(phoneNameOf('passCode'), accountMessages.phoneRequired);
    if (needsPhone && !memberPhone.codeSent)
      return at(phoneNameOf('passCode'), accountMessages.passcodeRequired);
    if (needsPhone && !memberPhone.code.trim()) return at('passCode', '인증번호를 입력해주세요.');
    if (!emailLocal.trim() || !domain) return at('emailLocal', accountMessages.emailRequired);
    if (!domainPattern.test(domain)) return at('emailLocal', accountMessages.emailInvalid);
    if (!agree) return at('is_agree', accountMessages.agreeRequired);
    return ageProblem({
      isOver14,
      guardianName,
      guardianPhoneComplete: isPhoneComplete(guardianPhone.phone),
      guardianCodeSent: guardianPhone.codeSent,
      guardianCode: guardianPhone.code,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const refusal = problem();
    if (refusal) return problems.alertAt(refusal.field, refusal.message);
    problems.reset();
    try {
      await signUp.mutateAsync({
        uid: uid.trim(),
        name: name.trim(),
        upw: needsPassword ? upw : '',
        phone: needsPhone ? phoneDigits(memberPhone.phone) : '',
        email: `${emailLocal.trim()}@${domain}`,
        is_agree: 'Y',
        sns_type: social?.provider ?? '',
        ticket: social?.ticket ?? '',
        passCode: needsPhone ? memberPhone.code.trim() : '',
        is_over14: isOver14,
        guardian_name: underFourteen ? guardianName.trim() : '',
        guardian_phone: underFourteen ? phoneDigits(guardianPhone.phone) : '',
        guardian_passCode: underFourteen ? guardianPhone.code.trim() : '',
      });
      memberPhone.stop();
      guardianPhone.stop();
      clearPendingSocialSignup();
      await dialog.alert('회원가입이 완료되었습니다.');
      // A social member is logged in already; an ordinary one logs in with the new id.
      navigate(social ? social.returnTo : '/login', { replace: Boolean(social) });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : '회원가입에 실패했습니다.';
      // A wrong code is typed again (spec §5).
      if (message === accountMessages.passcodeMismatch) memberPhone.clearCode();
      if (message === accountMessages.guardianPasscodeMismatch) guardianPhone.clearCode();
      const joined = joinedTypesOf(error);
      await dialog.alert(joined ? alreadyJoinedNotice(joined) : message);
    }
  };

  return (
    <FieldProblemScope problem={problems.problem} clear={problems.clear}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
        {/* Every field is required here: said once, in text (each input carries aria-required). */}
        <p className="text-sm text-slate-600">모든 항목을 입력해야 가입할 수 있습니다.</p>
        <div>
          <label className={labelClass} htmlFor="signup-uid">
            아이디
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="signup-uid"
              name="uid"
              autoComplete="username"
              value={uid}
              onChange={(event) => {
                problems.clear('uid');
                setUid(event.target.value);
              }}
              aria-required
              {...marks('uid', 'signup-uid-rule')}
              className={`${inputClass} mt-0!`}
            />
            <button
              type="button"
              onClick={checkId}
              disabled={checkUid.isPending}
              className={secondaryButtonClass}
            >
              중복확인
            </button>
          </div>
          <p id="signup-uid-rule" className="mt-1 text-sm text-slate-600">
            {accountMessages.uidFormat}
          </p>
          <FieldProblemText name="uid" />
        </div>
        <label className={labelClass}>
          이름
          <input
            name="name"
            autoComplete="name"
            value={name}
            onChange={(event) => {
              problems.clear('name');
              setName(event.target.value);
            }}
            aria-required
            {...marks('name')}
            className={inputClass}
          />
        </label>
        <FieldProblemText name="name" />
        {needsPassword && (
          <>
            <label className={labelClass}>
              비밀번호
              <input
                name="upw"
                type="password"
                autoComplete="new-password"
                value={upw}
                onChange={(event) => {
                  problems.clear('upw');
                  setUpw(event.target.value);
                }}
                // Native required (the form is noValidate): a password box takes no aria-required.
                required
                {...marks('upw', 'signup-password-rule')}
                className={inputClass}
              />
            </label>
            <p
              id="signup-password-rule"
              aria-live="polite"
              className={`-mt-3 text-sm ${upw === '' ? 'text-slate-600' : passwordLongEnough ? 'text-green-700' : 'text-red-700'}`}
            >
              {upw !== '' && passwordLongEnough ? '✓ ' : ''}비밀번호는 {limits.passwordMinLength}자 이상
              입력해주세요.
              {upw !== '' && !passwordLongEnough && ` (지금 ${upw.length}자)`}
            </p>
            <label className={labelClass}>
              비밀번호 확인
              <input
                name="upwRe"
                type="password"
                autoComplete="new-password"
                value={upwRe}
                onChange={(event) => {
                  problems.clear('upwRe');
                  setUpwRe(event.target.value);
                }}
                // Native required (the form is noValidate): a password box takes no aria-required.
                required
                {...marks('upwRe', 'signup-password-match')}
                className={inputClass}
              />
            </label>
            {upwRe !== '' && (
              <p
                id="signup-password-match"
                aria-live="polite"
                className={`-mt-3 text-sm ${upw === upwRe ? 'text-green-700' : 'text-red-700'}`}
              >
                {upw === upwRe ? '✓ 비밀번호가 일치합니다.' : '비밀번호가 일치하지 않습니다.'}
              </p>
            )}
          </>
        )}
        {needsPhone && (
          <PhoneCodeFields
            state={memberPhone}
            codeId="signup-code"
            codeName="passCode"
            codeLabel="인증번호"
          />
        )}
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-slate-700">이메일</legend>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <input
              name="emailLocal"
              aria-label="이메일 아이디"
              aria-required
              {...marks('emailLocal')}
              value={emailLocal}
              onChange={(event) => {
                problems.clear('emailLocal');
                setEmailLocal(event.target.value);
              }}
              className={`${inputClass} mt-0! min-w-32 flex-1`}
            />
            <span aria-hidden="true">@</span>
            {domainChoice === customDomain && (
              <input
                aria-label="이메일 도메인"
                value={customDomainText}
                onChange={(event) => setCustomDomainText(event.target.value)}
                className={`${inputClass} mt-0! min-w-32 flex-1`}
              />
            )}
            <select
              aria-label="이메일 도메인 선택"
              value={domainChoice}
              onChange={(event) => setDomainChoice(event.target.value)}
              className={`${inputClass} mt-0! w-36`}
            >
              {[...emailDomains, customDomain].map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <FieldProblemText name="emailLocal" />
        </fieldset>
        <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          <p>
            수집 항목: {collectedItems(social)}. 이용 목적: 회원 관리, 교육 신청 및 안내. 보유 기간: 회원 탈퇴
            시까지(관계 법령에 따라 보관이 필요한 기록은 해당 기간까지).
          </p>
          <label className="mt-3 inline-flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              name="is_agree"
              checked={agree}
              aria-required
              {...marks('is_agree')}
              onChange={(event) => {
                problems.clear('is_agree');
                setAgree(event.target.checked);
              }}
              className="size-4 accent-brand-600"
            />
            개인정보 수집 및 이용에 동의합니다.
            <RequiredMark />
          </label>
          <FieldProblemText name="is_agree" />
        </div>
        <AgeConfirmation
          value={isOver14}
          onChange={setIsOver14}
          guardianName={guardianName}
          onGuardianNameChange={setGuardianName}
          guardianPhone={guardianPhone}
        />
        <button type="submit" disabled={signUp.isPending} className={primaryButtonClass}>
          가입하기
        </button>
      </form>
    </FieldProblemScope>
  );
}
