import { useEffect } from 'react';

/** A new screen starts at the top; going back in history keeps the browser's own restoration. */
export function useScrollToTop(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
