import { type FormEvent, useId, useRef, useState } from 'react';
import { inputClass } from '@/components/form/form-styles';
import { loginErrorMessage, useLogin } from '../api/login';
import { readRememberedId, writeRememberedId } from '../utils/remembered-id';

type LoginFormProps = {
  /** Runs once the server has accepted the login and the account query holds the member. */
  onSuccess: () => void;
  /** Shows the "아이디 저장" box and prefills the id it saved (the /login page). */
  rememberId?: boolean;
};

type FormError = { field: 'uid' | 'upw' | null; message: string };

/** Id and password form of the login window and the /login page: checks the fields, logs in, shows why not. */
export function LoginForm({ onSuccess, rememberId = false }: LoginFormProps) {
  const [saved] = useState(() => (rememberId ? readRememberedId() : ''));
  const [uid, setUid] = useState(saved);
  const [upw, setUpw] = useState('');
  const [remember, setRemember] = useState(saved !== '');
  const [error, setError] = useState<FormError | null>(null);
  const uidRef = useRef<HTMLInputElement>(null);
  const upwRef = useRef<HTMLInputElement>(null);
  const loginMutation = useLogin();
  const errorId = useId();

  const changeRemember = (checked: boolean) => {
    setRemember(checked);
    // Unticking is a request to forget the id on this computer now, not only after the next login.
    if (!checked) writeRememberedId(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loginMutation.isPending) return;
    // Whitespace alone counts as empty (spec §5).
    if (!uid.trim()) {
      setError({ field: 'uid', message: '아이디를 입력하세요.' });
      uidRef.current?.focus();
      return;
    }
    if (!upw.trim()) {
      setError({ field: 'upw', message: '비밀번호를 입력하세요.' });
      upwRef.current?.focus();
      return;
    }
    setError(null);
    const login = { uid: uid.trim(), upw };
    loginMutation.mutate(login, {
      onSuccess: () => {
        // Saved only after a successful login, so a mistyped id is never kept.
        if (rememberId) writeRememberedId(remember ? login.uid : null);
        setUpw('');
        onSuccess();
      },
      onError: (failure) => setError({ field: null, message: loginErrorMessage(failure) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <label className="block text-sm font-medium text-slate-700">
        아이디
        <input
          ref={uidRef}
          name="uid"
          autoComplete="username"
          value={uid}
          onChange={(event) => setUid(event.target.value)}
          aria-invalid={error?.field === 'uid' || undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
      </label>
      <label className="mt-4 block text-sm font-medium text-slate-700">
        비밀번호
        <input
          ref={upwRef}
          name="upw"
          type="password"
          autoComplete="current-password"
          value={upw}
          onChange={(event) => setUpw(event.target.value)}
          aria-invalid={error?.field === 'upw' || undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
      </label>
      {rememberId && (
        <label className="mt-3 inline-flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(event) => changeRemember(event.target.checked)}
            className="size-4 accent-brand-600"
          />
          아이디 저장
        </label>
      )}
      <p id={errorId} role="alert" className="mt-3 min-h-5 text-sm font-medium text-red-700">
        {error?.message}
      </p>
      <button
        type="submit"
        disabled={loginMutation.isPending}
        className="mt-2 w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {loginMutation.isPending ? '로그인 중…' : '로그인'}
      </button>
    </form>
  );
}
