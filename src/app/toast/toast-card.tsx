import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import WarningAmber from '@mui/icons-material/WarningAmber';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

import type { Toast, ToastType } from '@/events/state/app-state';

const ICONS: Record<ToastType, typeof CheckCircle> = {
  success: CheckCircle,
  warning: WarningAmber,
  error: ErrorOutline,
};

/** One toast: its kind's colour and icon, the message, and a button to dismiss it. */
export function ToastCard({ toast, onClose }: { toast: Toast; onClose: () => void }) {
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
