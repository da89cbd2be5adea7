import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';

import { saveFile } from '@/native/save-file';
import { presentToast } from '@/native/toast';

export type FileExport = {
  /** The file, made when the button is pressed (a PDF loads its writer then). */
  make: () => Blob | Promise<Blob>;
  fileName: string;
  /** The share sheet's title in the native apps. */
  shareTitle: string;
  /** The toast once the file is downloaded. */
  done: string;
};

/**
 * A button that saves a file the way every export is (a download, or the share sheet in the native
 * apps), says so, and says plainly when the file could not be made.
 */
export function ExportButton({
  label,
  file,
  disabled,
}: {
  label: ReactNode;
  file: FileExport;
  disabled: boolean;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await file.make();
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
