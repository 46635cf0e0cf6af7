import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  inputClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/components/form/form-styles';
import {
  emptyPhone,
  isPhoneComplete,
  PhoneFields,
  type PhoneParts,
  phoneDigits,
} from '@/components/form/phone-fields';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { postToNativeApp } from '@/lib/native-app';
import { type RecoveryResult, useConfirmRecovery } from '../api/confirm-recovery';
import { useStartRecovery } from '../api/start-recovery';
import { simpleSignupNotice, socialJoinLabels } from '../utils/join-types';

export type FindType = 'ID' | 'PW';

/** Spec §8 Recovery: the text for a refused code send. */
function sendFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === '012') return '등록된 회원정보가 없습니다.';
  if (error instanceof ApiError && error.code === '031') {
    return error.message.startsWith('K101')
      ? '알림톡 수신불가 번호 입니다. 다시 확인해 주세요.'
      : '고객센터로 문의해 주세요.';
  }
  return '입력한 정보를 다시 확인 하거나\n\n고객센터로 문의 주세요.';
}

type RecoveryPanelProps = {
  findType: FindType;
  /** Switches to the password tab (the "비밀번호 찾기" button under a found id). */
  onFindPassword: () => void;
};

/** One tab of /help_find: name, phone (and id for the password), KakaoTalk code, result. */
export function RecoveryPanel({ findType, onFindPassword }: RecoveryPanelProps) {
  const dialog = useDialog();
  const navigate = useNavigate();
  const [uid, setUid] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState<PhoneParts>(emptyPhone);
  const [token, setToken] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [found, setFound] = useState<RecoveryResult | null>(null);
  const start = useStartRecovery();
  const confirm = useConfirmRecovery();
  const sent = token !== null;

  // Spec §2 Recovery: in the native app, login is the app's own screen; elsewhere it is /login.
  const goToLogin = () => {
    if (!postToNativeApp('login')) navigate('/login');
  };

  const sendCode = async () => {
    if (findType === 'PW' && !uid.trim()) return dialog.alert('아이디를 입력하세요.');
    if (!name.trim()) return dialog.alert('이름을 입력하세요.');
    if (!isPhoneComplete(phone)) return dialog.alert('전화번호를 입력하세요.');
    try {
      const answer = await start.mutateAsync({
        findType,
        memberName: name.trim(),
        phoneNumber: phoneDigits(phone),
        ...(findType === 'PW' ? { uid: uid.trim() } : {}),
      });
      setToken(answer.token);
      setCode('');
      await dialog.alert('인증번호가 발송되었습니다.');
    } catch (error) {
      // A failed send starts over.
      setToken(null);
      setCode('');
      await dialog.alert(sendFailureMessage(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || confirm.isPending) return;
    let result: RecoveryResult;
    try {
      result = await confirm.mutateAsync({ token, code: code.trim() });
    } catch {
      return dialog.alert('인증코드가 유효하지 않습니다.');
    }
    if (!result.joinType.includes('normal')) return dialog.alert(simpleSignupNotice(result.joinType));
    if (findType === 'ID') return setFound(result);
    await dialog.alert('비밀번호 찾기가 완료되었습니다.\n\n임시 비밀번호가 알림톡으로 전송 되었습니다.');
    goToLogin();
  };

  if (found) {
    const socials = socialJoinLabels(found.joinType);
    return (
      <div className="text-center">
        <p className="text-slate-700">고객님의 정보와 일치하는 아이디입니다.</p>
        <p className="mt-3 text-xl font-bold text-slate-900" data-testid="found-uid">
          {found.uid}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {socials.length > 0 ? `간편가입: ${socials.join(', ')}` : '연결된 간편가입이 없습니다.'}
        </p>
        <div className="mt-6 flex gap-3">
          <Link
            to="/login"
            onClick={(event) => {
              if (postToNativeApp('login')) event.preventDefault();
            }}
            className={`${primaryButtonClass} text-center`}
          >
            로그인
          </Link>
          <button type="button" onClick={onFindPassword} className={`${secondaryButtonClass} flex-1`}>
            비밀번호 찾기
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {findType === 'PW' && (
        <label className={labelClass}>
          아이디
          <input
            name="uid"
            autoComplete="username"
            value={uid}
            disabled={sent}
            onChange={(event) => setUid(event.target.value)}
            className={inputClass}
          />
        </label>
      )}
      <label className={labelClass}>
        이름
        <input
          name="name"
          autoComplete="name"
          value={name}
          disabled={sent}
          onChange={(event) => setName(event.target.value)}
          className={inputClass}
        />
      </label>
      <div>
        <PhoneFields value={phone} onChange={setPhone} disabled={sent} />
        <button
          type="button"
          onClick={sendCode}
          disabled={sent || start.isPending}
          className={`${secondaryButtonClass} mt-2 w-full`}
        >
          인증번호 받기
        </button>
      </div>
      {sent && (
        <>
          <label className={labelClass}>
            인증번호
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              className={inputClass}
            />
          </label>
          <button type="submit" disabled={confirm.isPending} className={primaryButtonClass}>
            확인
          </button>
        </>
      )}
    </form>
  );
}
