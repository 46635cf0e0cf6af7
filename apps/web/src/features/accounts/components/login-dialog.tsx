import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { LoginForm } from './login-form';
import { SocialLoginLinks } from './social-login-links';

type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const helpLinks = [
  { label: '아이디·비밀번호 찾기', to: '/help_find' },
  { label: '회원가입', to: '/signup' },
  { label: '1:1 문의', to: '/qna' },
  { label: '개인정보처리방침', to: '/policy/info' },
  { label: '이용약관', to: '/policy/guide' },
];

/**
 * Login window of the top bar: the shared login form, social logins and the account help links. The form
 * lives inside the window's content, which unmounts on close, so a reopened window starts empty.
 */
export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const close = () => onOpenChange(false);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="로그인">
      <LoginForm onSuccess={close} />
      <SocialLoginLinks />
      <nav aria-label="계정 도움말" className="mt-5 border-t border-slate-200 pt-4">
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm text-slate-600">
          {helpLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close} className="hover:text-slate-900 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Modal>
  );
}
