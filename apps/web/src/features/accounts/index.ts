// What the accounts feature offers the other features: they import it from here, never from its folders.
export { accountQueryOptions, useAccount } from './api/get-account';
export { useMyProfile } from './api/get-my-profile';
export { ProfileForm } from './components/profile-form';
export { useGoToLogin } from './hooks/use-go-to-login';
export { useLogout } from './hooks/use-logout';
export { loginPath } from './utils/login-return';
