import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { PageHeader } from '@/components/layout/page-header';
import { useBack } from '@/native/use-back';

export type StatusTone = 'pending' | 'success' | 'failed';

const ICON = {
  pending: <HourglassTop fontSize="large" color="warning" />,
  success: <CheckCircle fontSize="large" color="success" />,
  failed: <ErrorOutline fontSize="large" color="error" />,
} as const;

/**
 * One status page: what happened, in plain words, and the way on. "Done" follows the backend's
 * back navlink (`decideBackendBack`), which for a payment is the screen it was made from.
 */
export function StatusLayout({
  title,
  tone,
  heading,
  children,
  doneNavlink,
}: {
  title: string;
  tone: StatusTone;
  heading: string;
  children?: ReactNode;
  doneNavlink: string;
}) {
  const intl = useIntl();
  const done = useBack({ backend: { enabled: true, navlink: doneNavlink } });
  return (
    <>
      <PageHeader title={title} />
      <Card component="section" aria-labelledby="status-heading" sx={{ p: 3, textAlign: 'center' }}>
        <Box aria-hidden sx={{ mb: 1 }}>
          {ICON[tone]}
        </Box>
        <Typography
          id="status-heading"
          variant="h2"
          component="h2"
          role="status"
          sx={{ fontSize: '1.25rem' }}
        >
          {heading}
        </Typography>
        {tone === 'pending' && (
          <CircularProgress
            size={20}
            sx={{ mt: 2 }}
            aria-label={intl.formatMessage({
              id: 'payments.status.waitingLabel',
              defaultMessage: 'Waiting for the bank',
            })}
          />
        )}
        <Box sx={{ mt: 2, textAlign: 'left' }}>{children}</Box>
        <Button variant="contained" onClick={done} sx={{ mt: 3 }} fullWidth>
          <FormattedMessage id="payments.status.done" defaultMessage="Done" />
        </Button>
      </Card>
    </>
  );
}

/** A label and an amount on one line, numbers in tabular figures. */
export function StatusRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography color="textSecondary">{label}</Typography>
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Box>
  );
}
