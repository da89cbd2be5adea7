import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { useReducedMotion } from '@/components/a11y/use-reduced-motion';
import { TOAST_DISPLAY_MS, TOAST_SLIDE_MS } from '@/config/constants';
import { emit } from '@/events/bus';
import type { Toast, ToastType } from '@/events/state/app-state';
import { useAppState } from '@/events/state/use-app-state';

const ICONS: Record<ToastType, typeof CheckCircle> = {
  success: CheckCircle,
  warning: WarningAmber,
  error: ErrorOutline,
};

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
    <SlideDown
      in={open}
      // No slide when the system asks for less motion: it appears and goes in place.
      durationMs={reducedMotion ? 0 : TOAST_SLIDE_MS}
      onExited={() => current && emit('toast/removed', { id: current.id })}
    >
      {current ? <ToastCard toast={current} onClose={() => setHiddenId(current.id)} /> : <span />}
    </SlideDown>
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

function ToastCard({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const Icon = ICONS[toast.type];
  const intl = useIntl();
  return (
    <Paper
      elevation={6}
      sx={{
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        maxWidth: 560,
        width: '100%',
        // White on the brand orange is 3.8:1, under the 4.5:1 the message needs: its darker shade.
        bgcolor: toast.type === 'warning' ? 'warning.dark' : `${toast.type}.main`,
        color: `${toast.type}.contrastText`,
        border: 'none',
      }}
      data-toast-type={toast.type}
    >
      <Icon aria-hidden />
      <Typography variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
        {toast.message}
      </Typography>
      <IconButton
        size="small"
        aria-label={intl.formatMessage({ id: 'common.dismiss', defaultMessage: 'Dismiss' })}
        onClick={onClose}
        sx={{ color: 'inherit' }}
      >
        <Close fontSize="small" />
      </IconButton>
    </Paper>
  );
}
