import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { fetchAllTransactions, type TransactionFilters } from '@/api/endpoints/aggregator-savings';
import { transactionsCsv, transactionsCsvName } from '@/domain/spending/transactions-csv';
import { saveFile } from '@/native/save-file';
import { presentToast } from '@/native/toast';

/**
 * "Export CSV": every transaction of the list's filter and period (not only the rows loaded so
 * far), newest first as listed, as a CSV for a spreadsheet. Read from the gateway at the moment of
 * the click, so it holds exactly what the filter matches now, and only the customer's own rows.
 */
export function ExportTransactionsButton({ filters }: { filters: TransactionFilters }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await fetchAllTransactions(filters);
      const range =
        filters.from !== undefined && filters.to !== undefined
          ? { from: filters.from, to: filters.to }
          : null;
      const blob = new Blob([transactionsCsv(rows)], { type: 'text/csv;charset=utf-8' });
      const outcome = await saveFile(
        blob,
        transactionsCsvName(range),
        `${rows.length} transactions from Kosh`,
      );
      if (outcome === 'downloaded')
        presentToast('success', `Exported ${rows.length.toLocaleString('en-IN')} transactions`);
    } catch {
      presentToast('error', 'The export could not be made. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<FileDownload />} onClick={() => void run()} disabled={busy}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
