import { useNavigate } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';

/** Asks for confirmation, then leaves for /logout, the page that ends the session; resolves true when leaving. */
export function useLogout(): () => Promise<boolean> {
  const dialog = useDialog();
  const navigate = useNavigate();
  return async () => {
    if (!(await dialog.confirm('로그아웃 하시겠습니까?'))) return false;
    navigate('/logout');
    return true;
  };
}
