import { accountMessages, limits, uidProblem } from '@edu/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  inputClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/components/form/form-styles';
import {
  isPhoneComplete,
  PhoneFields,
  type PhoneParts,
  phoneDigits,
  phonePartsOf,
} from '@/components/form/phone-fields';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { useCheckUid } from '../api/check-uid';
import { joinedTypesOf, useSendJoinPasscode } from '../api/send-join-passcode';
import { useSignUp } from '../api/sign-up';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { alreadyJoinedNotice } from '../utils/join-types';
import { clearPendingSocialSignup, type PendingSocialSignup } from '../utils/pending-social-signup';

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

/**
 * The member sign-up form (spec §2, §4, §5 Signup): id check, phone code by KakaoTalk, email, consent.
 * After a social login (`social`) it is prefilled with what the provider shared and asks for no
 * password; an Apple sign-up has no phone to verify.
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
  const [phone, setPhone] = useState<PhoneParts>(() => phonePartsOf(social?.profile.phone ?? ''));
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [emailLocal, setEmailLocal] = useState(initialEmail.local);
  const [domainChoice, setDomainChoice] = useState<string>(initialEmail.choice);
  const [customDomainText, setCustomDomainText] = useState(initialEmail.custom);
  const [agree, setAgree] = useState(false);
  const countdown = useCountdown();
  const checkUid = useCheckUid();
  const sendCode = useSendJoinPasscode();
  const signUp = useSignUp();

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

  /** A changed number makes the code sent to the old one useless: the member asks again for the new one. */
  const changePhone = (next: PhoneParts) => {
    setPhone(next);
    if (codeSent && phoneDigits(next) !== phoneDigits(phone)) {
      setCodeSent(false);
      setCode('');
      countdown.stop();
    }
  };

  const requestCode = async () => {
    if (!isPhoneComplete(phone)) return dialog.alert(accountMessages.phoneRequired);
    try {
      const answer = await sendCode.mutateAsync(phoneDigits(phone));
      setCodeSent(true);
      setCode('');
      countdown.start(answer.expiresIn || 300);
      await dialog.alert('인증번호가 발송되었습니다.');
    } catch (error) {
      setCodeSent(false);
      countdown.stop();
      const joined = joinedTypesOf(error);
      if (joined) return dialog.alert(alreadyJoinedNotice(joined));
      await dialog.alert(error instanceof ApiError ? error.message : '인증번호 발송에 실패했습니다.');
    }
  };

  /** The first page-side problem in the spec §5 order, or null. */
  const problem = (): string | null => {
    const uidRefusal = uidProblem(uid);
    if (uidRefusal) return uidRefusal;
    if (!name.trim()) return accountMessages.nameRequired;
    if (needsPassword && !upw) return accountMessages.passwordRequired;
    if (needsPassword && !passwordLongEnough) return accountMessages.passwordTooShort;
    if (needsPassword && upw !== upwRe) return '비밀번호가 일치하지 않습니다.';
    if (needsPhone && !isPhoneComplete(phone)) return accountMessages.phoneRequired;
    if (needsPhone && !codeSent) return accountMessages.passcodeRequired;
    if (needsPhone && !code.trim()) return '인증번호를 입력해주세요.';
    if (!emailLocal.trim() || !domain) return accountMessages.emailRequired;
    if (!domainPattern.test(domain)) return accountMessages.emailInvalid;
    if (!agree) return accountMessages.agreeRequired;
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const refusal = problem();
    if (refusal) return dialog.alert(refusal);
    try {
      await signUp.mutateAsync({
        uid: uid.trim(),
        name: name.trim(),
        upw: needsPassword ? upw : '',
        phone: needsPhone ? phoneDigits(phone) : '',
        email: `${emailLocal.trim()}@${domain}`,
        is_agree: 'Y',
        sns_type: social?.provider ?? '',
        ticket: social?.ticket ?? '',
        passCode: needsPhone ? code.trim() : '',
      });
      countdown.stop();
      clearPendingSocialSignup();
      await dialog.alert('회원가입이 완료되었습니다.');
      // A social member is logged in already; an ordinary one logs in with the new id.
      navigate(social ? social.returnTo : '/login', { replace: Boolean(social) });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : '회원가입에 실패했습니다.';
      // A wrong code is typed again (spec §5).
      if (message === accountMessages.passcodeMismatch) setCode('');
      const joined = joinedTypesOf(error);
      await dialog.alert(joined ? alreadyJoinedNotice(joined) : message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
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
            onChange={(event) => setUid(event.target.value)}
            aria-describedby="signup-uid-rule"
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
      </div>
      <label className={labelClass}>
        이름
        <input
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={inputClass}
        />
      </label>
      {needsPassword && (
        <>
          <label className={labelClass}>
            비밀번호
            <input
              name="upw"
              type="password"
              autoComplete="new-password"
              value={upw}
              onChange={(event) => setUpw(event.target.value)}
              aria-describedby="signup-password-rule"
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
              onChange={(event) => setUpwRe(event.target.value)}
              aria-describedby="signup-password-match"
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
        <div>
          <PhoneFields value={phone} onChange={changePhone} />
          <button
            type="button"
            onClick={requestCode}
            disabled={sendCode.isPending}
            className={`${secondaryButtonClass} mt-2 w-full`}
          >
            {codeSent ? '인증번호 다시 받기' : '인증번호 받기'}
          </button>
          {codeSent && (
            <p className="mt-1 text-xs text-slate-600">
              번호를 잘못 입력했다면 고쳐서 다시 받으세요. 인증번호는 1시간에 5번까지 받을 수 있습니다.
            </p>
          )}
          {codeSent && (
            <div className="mt-3">
              <label className={labelClass} htmlFor="signup-code">
                인증번호
              </label>
              <div className="mt-1 flex items-center gap-3">
                <input
                  id="signup-code"
                  name="passCode"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                  className={`${inputClass} mt-0!`}
                />
                <span className="shrink-0 font-mono text-sm text-red-700" title="남은 시간">
                  {formatCountdown(countdown.remaining)}
                </span>
              </div>
            </div>
          )}
        </div>
      )}
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-700">이메일</legend>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <input
            aria-label="이메일 아이디"
            value={emailLocal}
            onChange={(event) => setEmailLocal(event.target.value)}
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
            onChange={(event) => setAgree(event.target.checked)}
            className="size-4 accent-brand-600"
          />
          개인정보 수집 및 이용에 동의합니다.
        </label>
      </div>
      <button type="submit" disabled={signUp.isPending} className={primaryButtonClass}>
        가입하기
      </button>
    </form>
  );
}
