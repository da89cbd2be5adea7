import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';

import { equityKeys, manualPasswordFormQueryOptions } from '@/api/endpoints/stocks-widget';
import { uploadCas } from '@/api/endpoints/stocks-widget-import';
import { fileBase64, fileHead } from '@/components/forms/read-file';
import { casFileProblem, casPasswordProblem } from '@/domain/portfolio/broker-import';
import { STATEMENT_HEAD_LENGTH, STATEMENT_MAX_MEGABYTES } from '@/domain/statements/statement-file';
import { defineText, type Text } from '@/domain/text/message';

import { ImportSubmit } from './import-submit';

const DEPOSITORIES = ['NSDL', 'CDSL'] as const;
type Depository = (typeof DEPOSITORIES)[number];

const NO_FILE = defineText({ id: 'equity.cas.noFile', defaultMessage: 'Choose your CAS statement (a PDF).' });

/** A made-up example, written the same in every language. */
const PAN_EXAMPLE = 'ABCDE1234F';

/**
 * The CAS statement upload: depository, the PDF (type and size checked here before a byte is
 * sent) and its password. The copy comes from `/in-stocks/manual-password-form`; the checks are ours.
 */
export function CasUploadForm() {
  const intl = useIntl();
  const say = (text: Text) => intl.formatMessage(text, text.values);
  const form = useQuery(manualPasswordFormQueryOptions());
  const queryClient = useQueryClient();
  const ids = { file: useId(), hint: useId() };
  const [depository, setDepository] = useState<Depository>('NSDL');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<Text | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<Text | null>(null);
  const upload = useMutation({
    mutationFn: async (picked: File) =>
      uploadCas({ depository, password, file_base64: await fileBase64(picked) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equityKeys.all }),
  });

  async function pick(picked: File | null) {
    upload.reset();
    setFile(picked);
    setFileError(
      picked === null ? null : casFileProblem(picked, await fileHead(picked, STATEMENT_HEAD_LENGTH)),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const missingFile = file === null ? NO_FILE : fileError;
    const badPassword = casPasswordProblem(password);
    setFileError(missingFile);
    setPasswordError(badPassword);
    if (file === null || missingFile !== null || badPassword !== null) return;
    upload.mutate(file);
  }

  const copy = form.data;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="cas-form-heading">
      <Typography id="cas-form-heading" variant="h3" component="h2">
        {copy?.title ??
          intl.formatMessage({ id: 'equity.cas.heading', defaultMessage: 'Track with your CAS statement' })}
      </Typography>
      {copy === undefined ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {copy.description}
        </Typography>
      )}
      <TextField
        select
        label={intl.formatMessage({ id: 'equity.cas.statementFrom', defaultMessage: 'Statement from' })}
        value={depository}
        onChange={(event) => {
          upload.reset();
          setDepository(event.target.value === 'CDSL' ? 'CDSL' : 'NSDL');
        }}
        slotProps={{ select: { native: true } }}
        fullWidth
        margin="normal"
      >
        {DEPOSITORIES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <Box sx={{ mt: 1 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile aria-hidden />} fullWidth>
          {file === null
            ? intl.formatMessage({ id: 'equity.cas.choose', defaultMessage: 'Choose the PDF' })
            : intl.formatMessage({ id: 'equity.cas.chooseAnother', defaultMessage: 'Choose another PDF' })}
          <input
            id={ids.file}
            type="file"
            accept="application/pdf,.pdf"
            aria-label={intl.formatMessage({
              id: 'equity.cas.fileName',
              defaultMessage: 'CAS statement (PDF)',
            })}
            aria-describedby={ids.hint}
            aria-invalid={fileError !== null}
            hidden
            onChange={(event) => void pick(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography
          id={ids.hint}
          variant="body2"
          color={fileError === null ? 'text.secondary' : 'error'}
          sx={{ mt: 0.5 }}
        >
          {fileError !== null
            ? say(fileError)
            : file === null
              ? intl.formatMessage(
                  { id: 'equity.cas.fileHint', defaultMessage: 'A PDF up to {megabytes} MB.' },
                  { megabytes: STATEMENT_MAX_MEGABYTES },
                )
              : intl.formatMessage(
                  { id: 'equity.cas.chosen', defaultMessage: 'Chosen: {name}' },
                  { name: <span translate="no">{file.name}</span> },
                )}
        </Typography>
      </Box>
      <TextField
        label={intl.formatMessage({ id: 'equity.cas.password', defaultMessage: 'Statement password' })}
        type="password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value.toUpperCase().replace(/\s+/g, ''));
          setPasswordError(null);
        }}
        error={passwordError !== null}
        helperText={
          passwordError !== null
            ? say(passwordError)
            : intl.formatMessage(
                {
                  id: 'equity.cas.passwordHint',
                  defaultMessage: 'Usually your PAN in capital letters, like {example}.',
                },
                { example: <span translate="no">{PAN_EXAMPLE}</span> },
              )
        }
        autoComplete="off"
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 18 } }}
      />
      <ImportSubmit
        importing={upload}
        label={
          copy?.submit_label ??
          intl.formatMessage({ id: 'equity.cas.submit', defaultMessage: 'Read my statement' })
        }
        busyLabel={intl.formatMessage({
          id: 'equity.cas.reading',
          defaultMessage: 'Reading your statement…',
        })}
      />
      {copy === undefined ? null : (
        <Box component="ul" sx={{ pl: 2.5, mt: 2, mb: 0, color: 'text.secondary' }}>
          {copy.notes.map((note) => (
            <Typography component="li" variant="body2" key={note}>
              {note}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
