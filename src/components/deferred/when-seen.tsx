import { type ReactNode, startTransition, Suspense, useEffect, useRef, useState } from 'react';

import { whenIdle } from '@/lib/when-idle';

/** A box this far below (or above) the viewport counts as seen: it is ready when scrolled to. */
const NEAR = '50% 0px';

/**
 * Draws `children` once its box comes near the viewport and the page is idle, `placeholder`
 * (the same size) until then. A chart costs more main-thread time than the rest of a screen: one
 * below the fold is not drawn during the first screen's load at all, and one in view is drawn in
 * an interruptible render after the figures have painted, so a tap does not wait for its render
 * (its chunk's first evaluation is still one task). A lazy `children` shows `placeholder` while its
 * code loads too, so the space holds from the first paint to the drawing.
 * Without IntersectionObserver (old browsers, jsdom) it draws at once.
 */
export function WhenSeen({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = box.current;
    if (seen || element === null) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => startTransition(() => setSeen(true)), 1000);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [seen]);

  return <div ref={box}>{seen ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
