import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { loginErrorMessage, useLogin } from '../api/login';

type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-600';

/** Login window of the top bar: id and password, social logins and the account help links. */
export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const [uid, setUid] = useState('');
  const [upw, setUpw] = useState('');
  const [error, setError] = useState<{ field: 'uid' | 'upw' | null; message: string } | null>(null);
  const uidRef = useRef<HTMLInputElement>(null);
  const upwRef = useRef<HTMLInputElement>(null);
  const loginMutation = useLogin();
  const errorId = useId();

  const changeOpen = (next: boolean) => {
    if (!next) {
      setUpw('');
      setError(null);
      loginMutation.reset();
    }
    onOpenChange(next);
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
    loginMutation.mutate(
      { uid: uid.trim(), upw },
      {
        onSuccess: () => {
          setUid('');
          changeOpen(false);
        },
        onError: (failure) => setError({ field: null, message: loginErrorMessage(failure) }),
      },
    );
  };

  const close = () => changeOpen(false);

  return (
    <Modal open={open} onOpenChange={changeOpen} title="로그인">
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

      <div className="mt-4 grid grid-cols-2 gap-2">
        {/* Full page navigations: the server runs the OAuth round trip and comes back with the session cookie. */}
        <a
          href="/api/auth/naver"
          className="rounded-lg bg-[#03C75A] px-3 py-2.5 text-center text-sm font-semibold text-black hover:brightness-95"
        >
          네이버 로그인
        </a>
        <a
          href="/api/auth/kakao"
          className="rounded-lg bg-[#FEE500] px-3 py-2.5 text-center text-sm font-semibold text-[#191919] hover:brightness-95"
        >
          카카오 로그인
        </a>
      </div>

      <nav aria-label="계정 도움말" className="mt-5 border-t border-slate-200 pt-4">
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm text-slate-600">
          <li>
            <Link to="/help_find" onClick={close} className="hover:text-slate-900 hover:underline">
              아이디·비밀번호 찾기
            </Link>
          </li>
          <li>
            <Link to="/signup" onClick={close} className="hover:text-slate-900 hover:underline">
              회원가입
            </Link>
          </li>
          <li>
            <Link to="/qna" onClick={close} className="hover:text-slate-900 hover:underline">
              1:1 문의
            </Link>
          </li>
          <li>
            <Link to="/policy/info" onClick={close} className="hover:text-slate-900 hover:underline">
              개인정보처리방침
            </Link>
          </li>
          <li>
            <Link to="/policy/guide" onClick={close} className="hover:text-slate-900 hover:underline">
              이용약관
            </Link>
          </li>
        </ul>
      </nav>
    </Modal>
  );
}
