import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { financialYearText } from '@/domain/capital-gains/from-trades';
import {
  type Schedule112APiece,
  schedule112ACsv,
  schedule112ARows,
} from '@/domain/capital-gains/schedule-112a';
import { saveFile } from '@/native/save-file';
import { presentToast } from '@/native/toast';

/**
 * "Download Schedule 112A": the year's long-term sales of listed shares and equity-oriented fund units as the income-tax
 * utility's bulk-upload CSV, saved the way every export is (a download, or the share sheet in the
 * native apps). The headings stay the utility's in every language.
 */
export function Export112AButton({ pieces, year }: { pieces: readonly Schedule112APiece[]; year: number }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const rows = schedule112ARows(pieces).length;
  const run = async () => {
    setBusy(true);
    try {
      const blob = new Blob([schedule112ACsv(pieces)], { type: 'text/csv;charset=utf-8' });
      const outcome = await saveFile(
        blob,
        `schedule-112a-fy-${financialYearText(year)}.csv`,
        intl.formatMessage({
          id: 'capitalGains.export.shareTitle',
          defaultMessage: 'Schedule 112A from Kosh',
        }),
      );
      if (outcome === 'downloaded')
        presentToast(
          'success',
          intl.formatMessage(
            {
              id: 'capitalGains.export.done',
              defaultMessage: 'Downloaded {rows, plural, one {# row} other {# rows}} of Schedule 112A',
            },
            { rows },
          ),
        );
    } catch {
      presentToast(
        'error',
        intl.formatMessage({
          id: 'capitalGains.export.failed',
          defaultMessage: 'The file could not be made. Try again.',
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownload />}
      onClick={() => void run()}
      disabled={busy || rows === 0}
      fullWidth
    >
      <FormattedMessage id="capitalGains.export.button" defaultMessage="Download Schedule 112A (CSV)" />
    </Button>
  );
}
