import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ProgressBar } from '@/components/feedback/progress-bar';
import { lazyNamed, OnceOpened } from '@/components/layout/lazy-part';
import { useBack } from '@/native/use-back';

import { useSheet } from './use-sheet';

// Loaded at the first "back": the sheet (MUI's Drawer, Modal and their transition) is about 9 KB
// gzip that the journey's first screen would otherwise download before anyone asks to leave.
const ExitSheet = lazyNamed(() => import('./exit-sheet'), 'ExitSheet');

export type LinkingScreenProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Position in the journey, shown as a thin progress bar. */
  step?: { current: number; total: number };
  /** Mid-journey screens ask before leaving (the exit bottom sheet) instead of going back. */
  exitable?: boolean;
  children: ReactNode;
  /** The primary action(s), pinned to the bottom of the screen. */
  footer?: ReactNode;
};

/** Every linking screen's frame: back, title, progress, content, and a sticky primary action. */
export function LinkingScreen({
  title,
  subtitle,
  step,
  exitable = false,
  children,
  footer,
}: LinkingScreenProps) {
  const goBack = useBack();
  const exit = useSheet('exit');
  const intl = useIntl();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 'calc(100dvh - 40px)',
        maxWidth: 560,
        mx: 'auto',
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1, mt: -3 }}>
        <IconButton
          edge="start"
          aria-label={intl.formatMessage({ id: 'linking.screen.back', defaultMessage: 'Back' })}
          // Leaving mid-journey asks first, in a sheet.
          aria-haspopup={exitable ? 'dialog' : undefined}
          onClick={exitable ? () => exit.show() : goBack}
        >
          <ArrowBack />
        </IconButton>
        {step !== undefined && (
          <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1.5, pl: 1 }}>
            <ProgressBar
              value={(step.current / step.total) * 100}
              aria-label={intl.formatMessage(
                { id: 'linking.screen.step', defaultMessage: 'Step {current} of {total}' },
                { current: step.current, total: step.total },
              )}
              height={6}
              sx={{ flex: 1 }}
            />
            <Typography variant="caption" color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              <FormattedMessage
                id="linking.screen.stepShort"
                defaultMessage="{current}/{total}"
                values={{ current: step.current, total: step.total }}
              />
            </Typography>
          </Box>
        )}
      </Box>
      <Typography
        variant="h1"
        component="h1"
        sx={{ fontSize: '1.5rem', lineHeight: 1.25, mb: subtitle ? 1 : 2 }}
      >
        {title}
      </Typography>
      {subtitle !== undefined && (
        <Typography component="div" color="textSecondary" sx={{ mb: 2.5 }}>
          {subtitle}
        </Typography>
      )}
      <Box sx={{ flex: 1 }}>{children}</Box>
      {footer !== undefined && (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            mx: { xs: -2, sm: -3 },
            mb: -4,
            px: { xs: 2, sm: 3 },
            pt: 1.5,
            pb: 'max(16px, env(safe-area-inset-bottom))',
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
            display: 'grid',
            gap: 1,
            zIndex: 2,
          }}
        >
          {footer}
        </Box>
      )}
      {exitable && (
        <OnceOpened open={exit.open}>
          <ExitSheet open={exit.open} onStay={exit.hide} />
        </OnceOpened>
      )}
    </Box>
  );
}
