import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { type Account, useAccount } from '../api/get-account';

/** Spec §2 guard: a logged-out visitor is told "로그인 후 이용 가능 합니다." and sent to /main. */
export function useRequireLogin(): {
  account: Account | null;
  isPending: boolean;
  /** Stops the guard, for a page that ends the session itself (withdrawal). */
  release: () => void;
} {
  const { account, isPending } = useAccount();
  const dialog = useDialog();
  const navigate = useNavigate();
  const warned = useRef(false);

  useEffect(() => {
    if (isPending || account || warned.current) return;
    warned.current = true;
    void dialog.alert('로그인 후 이용 가능 합니다.').then(() => navigate('/main', { replace: true }));
  }, [account, isPending, dialog, navigate]);

  return {
    account,
    isPending,
    release: () => {
      warned.current = true;
    },
  };
}
