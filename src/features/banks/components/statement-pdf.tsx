import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { downloadAccountStatementPdf } from '@/api/endpoints/aggregator-savings';
import { PeriodPicker } from '@/components/date-range/period-picker';
import { useIstToday } from '@/components/date-range/use-range-choice';
import { errorTextOf } from '@/components/feedback/error-text';
import { resolveRange, type RangeChoice } from '@/domain/dates/periods';
import { saveFile } from '@/native/save-file';
import { presentToast } from '@/native/toast';

/**
 * "PDF statement": the account's statement for a period, made by the gateway (pdfkit), saved as a
 * file in a browser or handed to the share sheet in the apps. The period is a one-off choice here,
 * so it lives in the component, not the address. The gateway refuses more than 12 months.
 */
export function StatementPdf({ accountId, last4 }: { accountId: string; last4: string }) {
  const intl = useIntl();
  const today = useIstToday();
  const [choice, setChoice] = useState<RangeChoice>({ preset: 'last_month' });
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const range = resolveRange(choice, today);
      const pdf = await downloadAccountStatementPdf({ account_id: accountId, ...range });
      const name = `statement-${last4}-${range.from}-${range.to}.pdf`;
      const outcome = await saveFile(
        pdf,
        name,
        intl.formatMessage(
          {
            id: 'banks.pdf.shareTitle',
            defaultMessage: 'Account statement ••{last4}, {from} to {to}',
          },
          { last4, from: range.from, to: range.to },
        ),
      );
      if (outcome === 'downloaded')
        presentToast(
          'success',
          intl.formatMessage({ id: 'banks.pdf.downloaded', defaultMessage: 'Statement downloaded' }),
        );
    } catch (error) {
      presentToast(
        'error',
        intl.formatMessage(
          { id: 'banks.pdf.failed', defaultMessage: 'The statement could not be made. {reason}' },
          { reason: errorTextOf(error) },
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="statement-pdf-heading" sx={{ mt: 2, display: 'grid', gap: 1 }}>
      <Typography id="statement-pdf-heading" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        <FormattedMessage id="banks.pdf.heading" defaultMessage="Download as PDF" />
      </Typography>
      <PeriodPicker
        value={{ kind: 'range', choice }}
        today={today}
        onChange={(next) => next.kind === 'range' && setChoice(next.choice)}
      />
      <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => void run()} disabled={busy}>
        {busy ? (
          <FormattedMessage id="banks.pdf.preparing" defaultMessage="Preparing…" />
        ) : (
          <FormattedMessage id="banks.pdf.download" defaultMessage="Download PDF statement" />
        )}
      </Button>
    </Box>
  );
}
