import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export type BottomSheetProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons pinned under the content. */
  actions?: ReactNode;
};

/** A phone-style bottom sheet: a modal dialog with a grab handle, its title as the accessible name. */
export function BottomSheet({ open, onClose, title, children, actions }: BottomSheetProps) {
  const titleId = useId();
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
            borderTopLeftRadius: 20,
            borderTopRightRadius: 20,
            maxWidth: 560,
            mx: 'auto',
            maxHeight: '90dvh',
          },
        },
      }}
    >
      <Box sx={{ px: 2.5, pt: 1.5, pb: 'max(20px, env(safe-area-inset-bottom))' }}>
        <Box
          aria-hidden
          sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mb: 2 }}
        />
        <Typography id={titleId} variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
        {actions !== undefined && <Box sx={{ display: 'grid', gap: 1, mt: 2.5 }}>{actions}</Box>}
      </Box>
    </Drawer>
  );
}
