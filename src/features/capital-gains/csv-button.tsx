import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';

import { saveFile } from '@/native/save-file';
import { presentToast } from '@/native/toast';

export type CsvExport = {
  /** The file's text, made when the button is pressed. */
  csv: () => string;
  fileName: string;
  /** The share sheet's title in the native apps. */
  shareTitle: string;
  /** The toast once the file is downloaded. */
  done: string;
};

/**
 * A button that saves a CSV the way every export is (a download, or the share sheet in the native
 * apps), says so, and says plainly when the file could not be made.
 */
export function CsvButton({
  label,
  file,
  disabled,
}: {
  label: ReactNode;
  file: CsvExport;
  disabled: boolean;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = new Blob([file.csv()], { type: 'text/csv;charset=utf-8' });
      const outcome = await saveFile(blob, file.fileName, file.shareTitle);
      if (outcome === 'downloaded') presentToast('success', file.done);
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
      disabled={busy || disabled}
      fullWidth
    >
      {label}
    </Button>
  );
}
