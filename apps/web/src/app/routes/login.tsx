import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '@/features/accounts/components/login-form';
import { SocialLoginLinks } from '@/features/accounts/components/social-login-links';
import { returnPathOf } from '@/features/accounts/utils/login-return';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /login: the login form with "아이디 저장", social logins and the find-account and signup links. A login
 * goes back to the page that sent the visitor here (?returnTo=, a path of this site), else to "/".
 */
export function LoginPage() {
  useDocumentTitle('로그인');
  const navigate = useNavigate();
  const returnTo = returnPathOf(useSearchParams()[0].get('returnTo'));

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">로그인</h1>
        {/* "/" rather than /main: the root decides where a fresh session starts (spec §4). Going back
            replaces /login, so the back button does not show the form again. */}
        <LoginForm rememberId onSuccess={() => navigate(returnTo, { replace: returnTo !== '/' })} />
        <SocialLoginLinks />
        <nav aria-label="계정 도움말" className="mt-5 border-t border-slate-200 pt-4">
          <ul className="flex justify-center gap-x-6 text-sm text-slate-600">
            <li>
              <Link to="/help_find" className="hover:text-slate-900 hover:underline">
                아이디·비밀번호 찾기
              </Link>
            </li>
            <li>
              <Link to="/signup" className="hover:text-slate-900 hover:underline">
                회원가입
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  );
}
