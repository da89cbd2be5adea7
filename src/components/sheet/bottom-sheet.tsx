import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export type BottomSheetProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons pinned under the content (a choice to make: confirm, cancel). */
  actions?: ReactNode;
};

/**
 * The app's one bottom sheet, for the detail of one thing (a transaction, a category) or a choice
 * (leave linking, revoke consent): a modal dialog named by its heading, closed by the button, Escape
 * or a tap outside; focus returns to what opened it. Up to 90% of the screen tall and scrolls
 * inside, so a long detail never hides the close button.
 */
export function BottomSheet({ open, onClose, title, children, actions }: BottomSheetProps) {
  const titleId = useId();
  const intl = useIntl();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: {
            maxHeight: '90dvh',
            borderTopLeftRadius: 20,
            borderTopRightRadius: 20,
            maxWidth: 640,
            mx: 'auto',
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2.5,
          pt: 2,
          pb: 1,
          position: 'sticky',
          top: 0,
          bgcolor: 'background.paper',
          zIndex: 1,
        }}
      >
        <Typography id={titleId} variant="h2" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton
          aria-label={intl.formatMessage({ id: 'common.close', defaultMessage: 'Close' })}
          onClick={onClose}
          edge="end"
        >
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ px: 2.5, pb: 'max(24px, env(safe-area-inset-bottom))', overflowY: 'auto' }}>
        {children}
        {actions !== undefined && <Box sx={{ display: 'grid', gap: 1, mt: 2.5 }}>{actions}</Box>}
      </Box>
    </Drawer>
  );
}
