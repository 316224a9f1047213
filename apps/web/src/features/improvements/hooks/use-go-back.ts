import { useLocation, useNavigate } from 'react-router';

/** Back to the previous page; a page opened directly (no history in the app) goes to `fallback`. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate(fallback) : navigate(-1));
}
