import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { financialYearText } from '@/domain/capital-gains/from-trades';
import { salesCsv, type SalesCsvPiece } from '@/domain/capital-gains/sales-csv';
import { saveFile } from '@/native/save-file';
import { presentToast } from '@/native/toast';

/**
 * "Download all sales": every lot sold in the year, one row each, saved the way every export is
 * (a download, or the share sheet in the native apps).
 */
export function ExportSalesButton({ pieces, year }: { pieces: readonly SalesCsvPiece[]; year: number }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = new Blob([salesCsv(pieces)], { type: 'text/csv;charset=utf-8' });
      const outcome = await saveFile(
        blob,
        `capital-gains-fy-${financialYearText(year)}.csv`,
        intl.formatMessage({
          id: 'capitalGains.exportSales.shareTitle',
          defaultMessage: 'Capital gains from Kosh',
        }),
      );
      if (outcome === 'downloaded')
        presentToast(
          'success',
          intl.formatMessage(
            {
              id: 'capitalGains.exportSales.done',
              defaultMessage: 'Downloaded {rows, plural, one {# lot sold} other {# lots sold}}',
            },
            { rows: pieces.length },
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
      disabled={busy || pieces.length === 0}
      fullWidth
    >
      <FormattedMessage id="capitalGains.exportSales.button" defaultMessage="Download all sales (CSV)" />
    </Button>
  );
}
