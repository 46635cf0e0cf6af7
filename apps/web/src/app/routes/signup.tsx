import { useNavigate } from 'react-router';
import { cardClass } from '@/features/accounts/components/form-styles';
import { SignupForm } from '@/features/accounts/components/signup-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /signup and /signup/app (the app variant has a back arrow at the top). */
export function SignupPage({ app = false }: { app?: boolean }) {
  useDocumentTitle('회원가입');
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      {app && (
        <button
          type="button"
          onClick={() => navigate(-1)}
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
