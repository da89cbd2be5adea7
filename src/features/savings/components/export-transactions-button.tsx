import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { fetchAllTransactions, type TransactionFilters } from '@/api/endpoints/aggregator-savings';
import { transactionsCsv, transactionsCsvName } from '@/domain/spending/transactions-csv';
import { useFormat } from '@/i18n/use-format';
import { saveFile } from '@/native/save-file';
import { presentToast } from '@/native/toast';

/**
 * "Export CSV": every transaction of the list's filter and period (not only the rows loaded so
 * far), newest first as listed, as a CSV for a spreadsheet. Read from the gateway at the moment of
 * the click, so it holds exactly what the filter matches now, and only the customer's own rows.
 */
export function ExportTransactionsButton({ filters }: { filters: TransactionFilters }) {
  const [busy, setBusy] = useState(false);
  const intl = useIntl();
  const format = useFormat();
  const run = async () => {
    setBusy(true);
    try {
      const rows = await fetchAllTransactions(filters);
      const range =
        filters.from !== undefined && filters.to !== undefined
          ? { from: filters.from, to: filters.to }
          : null;
      // The file keeps its English column headers in every language: it is for spreadsheets and
      // tools that read it by those names; only the toast and the button follow the language.
      const blob = new Blob([transactionsCsv(rows)], { type: 'text/csv;charset=utf-8' });
      const outcome = await saveFile(
        blob,
        transactionsCsvName(range),
        intl.formatMessage(
          {
            id: 'savings.export.shareTitle',
            defaultMessage: '{count} transactions from Kosh',
          },
          { count: rows.length },
        ),
      );
      if (outcome === 'downloaded')
        presentToast(
          'success',
          intl.formatMessage(
            { id: 'savings.export.done', defaultMessage: 'Exported {count} transactions' },
            { count: format.count(rows.length) },
          ),
        );
    } catch {
      presentToast(
        'error',
        intl.formatMessage({
          id: 'savings.export.failed',
          defaultMessage: 'The export could not be made. Check your connection and try again.',
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<FileDownload />} onClick={() => void run()} disabled={busy}>
      {busy ? (
        <FormattedMessage id="savings.export.busy" defaultMessage="Exporting…" />
      ) : (
        <FormattedMessage id="savings.export.button" defaultMessage="Export CSV" />
      )}
    </Button>
  );
}
