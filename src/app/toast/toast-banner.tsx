import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

import { useReducedMotion } from '@/components/a11y/use-reduced-motion';
import { TOAST_DISPLAY_MS, TOAST_SLIDE_MS } from '@/config/constants';
import { emit } from '@/events/bus';
import type { Toast } from '@/events/state/app-state';
import { useAppState } from '@/events/state/use-app-state';
import { afterFirstScreen } from '@/lib/first-screen';

// The card (MUI's Paper, IconButton and four icons) is drawn only once something happened: its
// chunk is fetched when the first screen has its data, so a toast does not wait for it then, and
// no first screen carries it. Should the chunk not arrive (a first visit that lost its network),
// the message still shows, plain.
const loadToastCard = () => import('./toast-card');
const ToastCard = lazy(() =>
  loadToastCard().then(
    (m) => ({ default: m.ToastCard }),
    () => ({ default: PlainToast }),
  ),
);

/**
 * The transient banner at the top (docs/product.md#toast-banner). The queue lives in the shared state; when
 * it holds toasts and none is showing, the first is shown and its id dispatched. It hides after 3 s,
 * sliding in and out over 1 s, and only then leaves the queue, so the next one follows.
 */
export function ToastBanner() {
  const toasts = useAppState((s) => s.toasts);
  const shownId = useAppState((s) => s.shownToastId);
  const current = toasts.find((t) => t.id === shownId) ?? null;
  // The id whose display time is over (or that the customer dismissed); it slides out, then leaves.
  const [hiddenId, setHiddenId] = useState<string | null>(null);
  const open = current !== null && hiddenId !== current.id;
  const reducedMotion = useReducedMotion();

  useEffect(() => afterFirstScreen(() => void loadToastCard()), []);

  useEffect(() => {
    const next = toasts[0];
    if (shownId === null && next !== undefined) emit('toast/shown', { id: next.id });
  }, [toasts, shownId]);

  useEffect(() => {
    if (current === null) return;
    const timer = window.setTimeout(() => setHiddenId(current.id), TOAST_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  // The toast goes into one of two live regions that are on the page from the start: a screen
  // reader announces what is added to a region it already knows, and may miss a region that
  // arrives together with its message. Errors interrupt (alert); the rest wait their turn (status).
  const slide = (
    <Suspense fallback={null}>
      <SlideDown
        in={open}
        // No slide when the system asks for less motion: it appears and goes in place.
        durationMs={reducedMotion ? 0 : TOAST_SLIDE_MS}
        onExited={() => current && emit('toast/removed', { id: current.id })}
      >
        {current ? <ToastCard toast={current} onClose={() => setHiddenId(current.id)} /> : <span />}
      </SlideDown>
    </Suspense>
  );
  const isError = current?.type === 'error';
  return (
    <>
      <div role="status" aria-live="polite" data-toast-region="status">
        {current !== null && !isError ? slide : null}
      </div>
      <div role="alert" aria-live="assertive" data-toast-region="alert">
        {isError ? slide : null}
      </div>
    </>
  );
}

/**
 * The banner's box, sliding down from above the top edge while `in`, and back up when not; once up
 * (after `durationMs`), `onExited`. A CSS transition on one property: MUI's Slide and its Transition
 * machinery (about 2 KB gzip) weighed on every first screen for this one use.
 */
function SlideDown(props: { in: boolean; durationMs: number; onExited: () => void; children: ReactNode }) {
  const { in: shown, durationMs, onExited, children } = props;
  // Mounted above the edge, then moved down on the next frame, so the browser has a start to slide from.
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const frame = window.requestAnimationFrame(() => setEntered(true));
    return () => window.cancelAnimationFrame(frame);
  }, [shown]);
  useEffect(() => {
    if (shown) return;
    const timer = window.setTimeout(onExited, durationMs);
    return () => window.clearTimeout(timer);
    // Only a change of `in` starts the exit; a new `onExited` each render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  return (
    <Box
      style={{
        transform: shown && entered ? 'none' : 'translateY(-100%)',
        transition: `transform ${durationMs}ms cubic-bezier(0.4, 0, 0.2, 1)`,
      }}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: 1400,
        display: 'flex',
        justifyContent: 'center',
        p: 1.5,
        pointerEvents: 'none',
      }}
    >
      {children}
    </Box>
  );
}

/** The message alone, on the kind's colour: what shows if the card's chunk could not be fetched. */
function PlainToast({ toast }: { toast: Toast }) {
  return (
    <Box
      sx={{
        pointerEvents: 'auto',
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: toast.type === 'warning' ? 'warning.dark' : `${toast.type}.main`,
        color: `${toast.type}.contrastText`,
      }}
    >
      {toast.message}
    </Box>
  );
}
