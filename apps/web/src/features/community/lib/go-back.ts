import { type NavigateFunction, useLocation, useNavigate } from 'react-router';

/** Goes back a page when there is one inside the site, else to `fallback` (an address opened directly). */
export function useGoBack(): (fallback: string) => void {
  const navigate: NavigateFunction = useNavigate();
  const location = useLocation();
  return (fallback) => {
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
