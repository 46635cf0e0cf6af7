import { accountMessages, formatPhone, type MyProfile } from '@edu/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { inputClass, labelClass, primaryButtonClass } from '@/components/form/form-styles';
import { TextField } from '@/components/form/text-field';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
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
  const changingPassword =
    profile.password && (prePassword !== '' || newPassword !== '' || newPasswordRe !== '');

  /** The first page-side problem in the spec §5 order, or null. */
  const problem = (): string | null => {
    if (!name.trim()) return accountMessages.nameRequired;
    if (!phone.replace(/\D/g, '')) return accountMessages.phoneRequired;
    if (!email.trim()) return accountMessages.emailRequired;
    if (!changingPassword) return null;
    if (!prePassword) return accountMessages.passwordRequired;
    if (newPassword.length < 8) return accountMessages.passwordTooShort;
    if (newPassword !== newPasswordRe) return accountMessages.newPasswordMismatch;
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const refusal = problem();
    if (refusal) return dialog.alert(refusal);
    try {
      const message = await update.mutateAsync({
        idx: profile.idx,
        name: name.trim(),
        phone: phone.replace(/\D/g, ''),
        email: email.trim(),
        ...(changingPassword ? { prePassword, newPassword, newPasswordRe } : {}),
      });
      setPrePassword('');
      setNewPassword('');
      setNewPasswordRe('');
      await dialog.alert(message || accountMessages.profileUpdated);
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : '회원정보 수정에 실패했습니다.');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <span className={labelClass}>아이디</span>
        <p className="mt-1 text-base text-slate-900">{profile.uid}</p>
      </div>
      <TextField label="이름" name="name" autoComplete="name" value={name} onChange={setName} />
      <TextField
        label="휴대폰 번호"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={setPhone}
        onBlur={() => setPhone(formatPhone(phone))}
      />
      <TextField
        label="이메일"
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
              onChange={(event) => setPrePassword(event.target.value)}
              className={inputClass}
            />
          </label>
          <label className={labelClass}>
            새 비밀번호
            <input
              name="newPassword"
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              className={inputClass}
            />
          </label>
          <label className={labelClass}>
            새 비밀번호 확인
            <input
              name="newPasswordRe"
              type="password"
              autoComplete="new-password"
              value={newPasswordRe}
              onChange={(event) => setNewPasswordRe(event.target.value)}
              className={inputClass}
            />
          </label>
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
  );
}
