import { accountMessages, formatPhone, type MyProfile, phoneDigits } from '@edu/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  FieldProblemScope,
  FieldProblemText,
  invalidPropsOf,
  useFieldProblems,
} from '@/components/form/field-problem';
import { inputClass, labelClass, primaryButtonClass } from '@/components/form/form-styles';
import { TextField } from '@/components/form/text-field';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { sendPhoneChangeCode } from '../api/send-phone-change-code';
import { useUpdateProfile } from '../api/update-profile';

/** The member's own information (spec §2, §5 Profile): name, phone, email and an optional new password. */
export function ProfileForm({ profile }: { profile: MyProfile }) {
  const dialog = useDialog();
  const update = useUpdateProfile();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(formatPhone(profile.phone));
  const [email, setEmail] = useState(profile.email);
  const [prePassword, setPrePassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [newPasswordRe, setNewPasswordRe] = useState('');
  const [passCode, setPassCode] = useState('');
  /** The number a code was sent to; the code field shows once one was. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The number receives tickets and recovery codes: a new one is proven with a code sent to it.
  const changingPhone = phoneDigits(phone) !== phoneDigits(profile.phone);
  const changingPassword =
    profile.password && (prePassword !== '' || newPassword !== '' || newPasswordRe !== '');

  const formRef = useRef<HTMLFormElement>(null);
  const problems = useFieldProblems(formRef);
  const marks = (field: string) => invalidPropsOf(problems.problem, field);
  /** A password box: its change clears its mark. */
  const typed = (field: string, set: (value: string) => void) => (value: string) => {
    problems.clear(field);
    set(value);
  };

  /** The first page-side problem in the spec §5 order, with the input it is about, or null. */
  const problem = (): { field: string; message: string } | null => {
    const at = (field: string, message: string) => ({ field, message });
    if (!name.trim()) return at('name', accountMessages.nameRequired);
    if (!phone.replace(/\D/g, '')) return at('phone', accountMessages.phoneRequired);
    if (changingPhone && codeSentTo !== phoneDigits(phone))
      return at('phone', accountMessages.phoneChangeCodeRequired);
    if (changingPhone && !passCode.trim()) return at('passCode', accountMessages.phoneChangeCodeRequired);
    if (!email.trim()) return at('email', accountMessages.emailRequired);
    if (!changingPassword) return null;
    if (!prePassword) return at('prePassword', accountMessages.passwordRequired);
    if (newPassword.length < 8) return at('newPassword', accountMessages.passwordTooShort);
    if (newPassword !== newPasswordRe) return at('newPasswordRe', accountMessages.newPasswordMismatch);
    return null;
  };

  const sendCode = async () => {
    if (sending) return;
    setSending(true);
    try {
      const message = await sendPhoneChangeCode(phoneDigits(phone));
      setCodeSentTo(phoneDigits(phone));
      setPassCode('');
      await dialog.alert(message || accountMessages.phoneCodeSent);
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : '인증번호를 보내지 못했습니다.');
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const refusal = problem();
    if (refusal) return problems.alertAt(refusal.field, refusal.message);
    problems.reset();
    try {
      const message = await update.mutateAsync({
        idx: profile.idx,
        name: name.trim(),
        phone: phone.replace(/\D/g, ''),
        email: email.trim(),
        ...(changingPhone ? { passCode: passCode.trim() } : {}),
        ...(changingPassword ? { prePassword, newPassword, newPasswordRe } : {}),
      });
      setCodeSentTo(null);
      setPassCode('');
      setPrePassword('');
      setNewPassword('');
      setNewPasswordRe('');
      await dialog.alert(message || accountMessages.profileUpdated);
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : '회원정보 수정에 실패했습니다.');
    }
  };

  return (
    <FieldProblemScope problem={problems.problem} clear={problems.clear}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
        {profile.failedMessage && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {profile.failedMessage.at.slice(0, 10)}에 이 번호로 보낸 안내(“{profile.failedMessage.text}”)가
            카카오톡과 문자 모두 전달되지 않았습니다. 휴대폰 번호가 맞는지 확인해 주세요.
          </p>
        )}
        <div>
          <span className={labelClass}>아이디</span>
          <p className="mt-1 text-base text-slate-900">{profile.uid}</p>
        </div>
        <TextField label="이름" name="name" autoComplete="name" value={name} onChange={setName} required />
        <TextField
          label="휴대폰 번호"
          required
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={setPhone}
          onBlur={() => setPhone(formatPhone(phone))}
        />
        {changingPhone && (
          <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
            <p className="text-sm text-amber-900">
              휴대폰 번호를 바꾸려면 새 번호로 받은 인증번호를 입력해 주세요. 티켓과 인증번호가 이 번호로
              갑니다.
            </p>
            <button
              type="button"
              onClick={sendCode}
              disabled={sending}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {codeSentTo === phoneDigits(phone) ? '인증번호 다시 받기' : '인증번호 받기'}
            </button>
            {codeSentTo === phoneDigits(phone) && (
              <TextField
                label="인증번호"
                name="passCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={passCode}
                onChange={setPassCode}
              />
            )}
          </div>
        )}
        <TextField
          label="이메일"
          required
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        {profile.password && (
          <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-700">비밀번호 변경 (선택)</legend>
            <label className={labelClass}>
              현재 비밀번호
              <input
                name="prePassword"
                type="password"
                autoComplete="current-password"
                value={prePassword}
                {...marks('prePassword')}
                onChange={(event) => typed('prePassword', setPrePassword)(event.target.value)}
                className={inputClass}
              />
            </label>
            <FieldProblemText name="prePassword" />
            <label className={labelClass}>
              새 비밀번호
              <input
                name="newPassword"
                type="password"
                autoComplete="new-password"
                value={newPassword}
                {...marks('newPassword')}
                onChange={(event) => typed('newPassword', setNewPassword)(event.target.value)}
                className={inputClass}
              />
            </label>
            <FieldProblemText name="newPassword" />
            <label className={labelClass}>
              새 비밀번호 확인
              <input
                name="newPasswordRe"
                type="password"
                autoComplete="new-password"
                value={newPasswordRe}
                {...marks('newPasswordRe')}
                onChange={(event) => typed('newPasswordRe', setNewPasswordRe)(event.target.value)}
                className={inputClass}
              />
            </label>
            <FieldProblemText name="newPasswordRe" />
          </fieldset>
        )}
        <button type="submit" disabled={update.isPending} className={primaryButtonClass}>
          저장
        </button>
        <p className="text-right text-sm">
          <Link to="/withdrawal" className="text-slate-500 hover:text-slate-900 hover:underline">
            회원탈퇴
          </Link>
        </p>
      </form>
    </FieldProblemScope>
  );
}
