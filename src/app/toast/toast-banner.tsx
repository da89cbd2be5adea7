import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
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
    <Slide
      in={open}
      direction="down"
      // No slide when the system asks for less motion: it appears and goes in place.
      timeout={reducedMotion ? 0 : TOAST_SLIDE_MS}
      onExited={() => current && emit('toast/removed', { id: current.id })}
      mountOnEnter
      unmountOnExit
    >
      <Box
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
        {current ? <ToastCard toast={current} onClose={() => setHiddenId(current.id)} /> : <span />}
      </Box>
    </Slide>
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
