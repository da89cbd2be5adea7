import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';

import type { Text } from '@/domain/text/message';

import type { StatementUpload } from './use-statement-upload';

/** A made-up example, written the same in every language. */
const PAN_EXAMPLE = 'ABCDE1234F';

/** What the fields say: each statement screen's own words, with the file name and example put in. */
export type StatementUploadWords = {
  choose: string;
  chooseAnother: string;
  /** The picker's accessible name. */
  fileName: string;
  /** Under the picker before a file is chosen (the size limit). */
  fileHint: string;
  chosen: (name: ReactNode) => ReactNode;
  password: string;
  passwordHint: (example: ReactNode) => ReactNode;
};

/**
 * A statement's PDF picker, with its hint or fault under it, and its password field: the part the
 * demat and mutual-fund CAS uploads share. Wordless: the screen passes its words and its faults'.
 */
export function StatementUploadFields({
  upload,
  words,
}: {
  upload: StatementUpload;
  words: StatementUploadWords;
}) {
  const intl = useIntl();
  const say = (text: Text) => intl.formatMessage(text, text.values);
  const hintId = useId();
  const { file, fileError, passwordError } = upload;
  return (
    <>
      <Box sx={{ mt: 1 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile aria-hidden />} fullWidth>
          {file === null ? words.choose : words.chooseAnother}
          <input
            type="file"
            accept="application/pdf,.pdf"
            aria-label={words.fileName}
            aria-describedby={hintId}
            aria-invalid={fileError !== null}
            hidden
            onChange={(event) => void upload.pick(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography
          id={hintId}
          variant="body2"
          color={fileError === null ? 'text.secondary' : 'error'}
          sx={{ mt: 0.5 }}
        >
          {fileError !== null
            ? say(fileError)
            : file === null
              ? words.fileHint
              : words.chosen(<span translate="no">{file.name}</span>)}
        </Typography>
      </Box>
      <TextField
        label={words.password}
        type="password"
        value={upload.password}
        onChange={(event) => upload.typePassword(event.target.value)}
        error={passwordError !== null}
        helperText={
          passwordError !== null
            ? say(passwordError)
            : words.passwordHint(<span translate="no">{PAN_EXAMPLE}</span>)
        }
        autoComplete="off"
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 18 } }}
      />
    </>
  );
}
