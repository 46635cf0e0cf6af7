import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { cardClass } from '@/components/form/form-styles';
import { useDialog } from '@/components/ui/dialog-provider';
import { SignupForm } from '@/features/accounts/components/signup-form';
import { readPendingSocialSignup } from '@/features/accounts/utils/pending-social-signup';
import { postToNativeApp } from '@/lib/native-app';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /signup and /signup/app (the app variant has a back arrow at the top, which closes the app's web view). */
export function SignupPage({ app = false }: { app?: boolean }) {
  useDocumentTitle('회원가입');
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      {app && (
        <button
          type="button"
          // In the app this page is a web view of its own: back closes it; in a browser it is history back.
          onClick={() => postToNativeApp('finish') || navigate(-1)}
          aria-label="뒤로 가기"
          className="mb-4 rounded-lg px-2 py-1 text-2xl text-slate-700 hover:bg-slate-100"
        >
          ←
        </button>
      )}
      <div className={cardClass}>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">회원가입</h1>
        <SignupForm />
      </div>
    </section>
  );
}

export function AppSignupPage() {
  return <SignupPage app />;
}

const providerNames = { kakao: '카카오', naver: '네이버', apple: 'Apple' } as const;

/** /signup_sns: the sign-up after a social login that found no member (answer 002). */
export function SocialSignupPage() {
  useDocumentTitle('간편 회원가입');
  const navigate = useNavigate();
  const dialog = useDialog();
  const [pending] = useState(readPendingSocialSignup);

  useEffect(() => {
    if (pending) return;
    void dialog
      .alert('간편 로그인 정보가 만료되었습니다. 간편 로그인을 다시 진행해주세요.')
      .then(() => navigate('/login', { replace: true }));
  }, [pending, dialog, navigate]);

  if (!pending) return null;
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <div className={cardClass}>
        <h1 className="text-2xl font-bold text-slate-900">간편 회원가입</h1>
        <p className="mt-2 mb-6 text-sm text-slate-600">
          {providerNames[pending.provider]} 계정으로 가입합니다. 아래 정보를 확인하고 가입을 완료해주세요.
        </p>
        <SignupForm social={pending} />
      </div>
    </section>
  );
}
