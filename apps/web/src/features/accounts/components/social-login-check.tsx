import { sameSitePath } from '@edu/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { checkSocialLogin, type SocialProviderName } from '../api/check-social-login';
import { useLogin } from '../api/login';
import { alreadyJoinedNotice } from '../utils/join-types';
import { savePendingSocialSignup } from '../utils/pending-social-signup';

/** Why the server sent the browser back without a ticket. */
const callbackErrors: Record<string, string> = {
  cancelled: '간편 로그인이 취소되었습니다.',
  unavailable: '지금은 간편 로그인을 사용할 수 없습니다. 아이디로 로그인해주세요.',
};

/** A path of this site, or "/" (the query string is the visitor's to edit). */

/**
 * /kakaoLoginCheck, /naverLoginCheck, /appleLoginCheck (spec §4 social login): with the ticket the
 * server handed over, asks who this is and logs in (000), explains how the phone already joined and
 * goes home (001), or goes on to /signup_sns (002). Any failure alerts and goes to /.
 */
export function SocialLoginCheck({ provider }: { provider: SocialProviderName }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dialog = useDialog();
  const login = useLogin();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ticket = params.get('ticket');
    const returnTo = sameSitePath(params.get('returnTo'));
    const leave = async (message: string) => {
      await dialog.alert(message);
      navigate('/', { replace: true });
    };

    const finish = async () => {
      const error = params.get('error');
      if (error || !ticket) return leave(callbackErrors[error ?? ''] ?? '로그인에 실패했습니다.');
      try {
        const check = await checkSocialLogin(provider, ticket);
        if (check.successCode === '000') {
          await login.mutateAsync({ sns_type: provider, ticket });
          return navigate(returnTo, { replace: true });
        }
        if (check.successCode === '001') return leave(alreadyJoinedNotice(check.joinType));
        savePendingSocialSignup({
          provider,
          ticket,
          profile: check.profile ?? { name: '', email: '', phone: '' },
          returnTo,
        });
        navigate('/signup_sns', { replace: true });
      } catch (failure) {
        await leave(
          failure instanceof ApiError && failure.message ? failure.message : '로그인에 실패했습니다.',
        );
      }
    };
    void finish();
  }, [params, provider, dialog, navigate, login]);

  return <PageLoading label="로그인 중입니다…" showLabel />;
}
