import { useEffect, useRef } from 'react';

/** How long a new screen may take to draw its heading (a lazy chunk on a slow phone). */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After an in-app navigation (a new path, not a tab's query), focus moves to the new screen's h1 so
 * screen-reader and keyboard users start at the top of what changed rather than on a button that
 * no longer exists. The first load keeps the browser's own start (the skip link comes first).
 * Lazy screens draw their heading late, and a transition may keep the old one up for a moment, so
 * this watches `#main` for a while and moves focus to the newest h1 as long as nothing else of the
 * new screen holds it.
 */
export function useFocusHeadingOnNavigation(pathname: string): void {
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (main === null) return;
    let focused: HTMLElement | null = null;
    const place = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading === null || heading === focused) return;
      const active = document.activeElement;
      // Focus already on something of the new screen (a field it focuses itself, like the OTP box, a
      // tab link that stayed, or where the customer moved): leave it there.
      const unplaced = active === null || active === document.body || active === main || active === focused;
      if (!unplaced && active.isConnected && main.contains(active)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    const observer = new MutationObserver(place);
    // Once the customer moves focus themselves (Tab, a click, a sheet opening), stop watching: a
    // later redraw of the heading must not pull focus back from where they are.
    const onFocusIn = (event: FocusEvent) => {
      if (focused !== null && event.target !== focused) stop();
    };
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('focusin', onFocusIn);
    }
    place();
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return stop;
  }, [pathname]);
}
