import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/**
 * A bottom sheet opened through the URL (`?sheet=<name>`), so every sheet is reachable by URL and
 * the back button closes it. Opening pushes a history entry; closing pops it when we pushed it,
 * else drops the parameter in place.
 */
export function useSheet(name: string): {
  open: boolean;
  params: URLSearchParams;
  show: (extra?: Record<string, string>) => void;
  hide: () => void;
} {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const open = params.get('sheet') === name;
  const pushed = (location.state as { sheetPushed?: boolean } | null)?.sheetPushed === true;

  const show = useCallback(
    (extra: Record<string, string> = {}) => {
      const next = new URLSearchParams(params);
      next.set('sheet', name);
      for (const [key, value] of Object.entries(extra)) next.set(key, value);
      void navigate(
        { pathname: location.pathname, search: `?${next.toString()}` },
        { state: { sheetPushed: true } },
      );
    },
    [params, name, navigate, location.pathname],
  );

  const hide = useCallback(() => {
    if (pushed) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('sheet');
    void navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { replace: true });
  }, [pushed, params, navigate, location.pathname]);

  return { open, params, show, hide };
}
