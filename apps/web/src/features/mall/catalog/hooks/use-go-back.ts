import { useLocation, useNavigate } from 'react-router';

/** Goes back a page when the visit has one inside the site, else to `fallback` (an address opened directly). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
