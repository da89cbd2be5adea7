import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { MUTUAL_FUNDS_KEY } from '@/api/endpoints/mutual-funds';
import { importFundCas } from '@/api/endpoints/mutual-funds-import';
import { ApiError, NetworkError } from '@/api/errors';
import { apiErrorBodySchema } from '@/api/schemas/errors';
import type { FundCasImport } from '@/api/schemas/mutual-funds-import';
import { InlineError } from '@/components/feedback/inline-error';
import { SignInCard } from '@/components/feedback/sign-in-card';
import { fileBase64, fileHead } from '@/components/forms/read-file';
import { PageHeader } from '@/components/layout/page-header';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import {
  STATEMENT_HEAD_LENGTH,
  STATEMENT_MAX_MEGABYTES,
  statementFileFault,
  statementPasswordFault,
} from '@/domain/statements/statement-file';
import type { Text } from '@/domain/text/message';
import { isSignedIn } from '@/session/auth-token';

import { FILE_FAULT_TEXT, fundCasErrorText, NO_FILE, PASSWORD_FAULT_TEXT } from './cas-texts';

/** A made-up example, written the same in every language. */
const PAN_EXAMPLE = 'ABCDE1234F';

/** The customer's text for a failed upload: the server's code mapped to our own words. */
function failureText(error: unknown): Text {
  if (error instanceof ApiError) {
    const body = apiErrorBodySchema.safeParse(error.body);
    return fundCasErrorText(body.success ? body.data.error.code : null, error.statusCode);
  }
  if (error instanceof NetworkError) return fundCasErrorText(null, null);
  return fundCasErrorText(null, 0);
}

/**
 * `/mutual-funds/import`: a CAMS or KFintech consolidated account statement (a PDF; type and size
 * checked here before a byte is sent) and its password, read by the server into the customer's
 * folios (docs/mutual-funds.md#a-mutual-fund-cas). An area of its own (routes.tsx): the funds'
 * first screen only links here.
 */
export function CasImportScreen() {
  const intl = useIntl();
  const say = (text: Text) => intl.formatMessage(text, text.values);
  const queryClient = useQueryClient();
  const ids = { file: useId(), hint: useId() };
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<Text | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<Text | null>(null);
  const upload = useMutation({
    mutationFn: async (picked: File) => importFundCas({ password, file_base64: await fileBase64(picked) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MUTUAL_FUNDS_KEY] }),
  });

  async function pick(picked: File | null) {
    upload.reset();
    setFile(picked);
    const fault =
      picked === null ? null : statementFileFault(picked, await fileHead(picked, STATEMENT_HEAD_LENGTH));
    setFileError(fault === null ? null : FILE_FAULT_TEXT[fault]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const missingFile = file === null ? NO_FILE : fileError;
    const passwordFault = statementPasswordFault(password);
    const badPassword = passwordFault === null ? null : PASSWORD_FAULT_TEXT[passwordFault];
    setFileError(missingFile);
    setPasswordError(badPassword);
    if (file === null || missingFile !== null || badPassword !== null) return;
    upload.mutate(file);
  }

  const title = intl.formatMessage({ id: 'mutualFunds.cas.title', defaultMessage: 'Import a CAS' });
  if (!isSignedIn()) {
    return (
      <>
        <PageHeader title={title} />
        <SignInCard
          message={intl.formatMessage({
            id: 'mutualFunds.cas.signIn',
            defaultMessage: 'Sign in to import your mutual-fund statement.',
          })}
        />
      </>
    );
  }
  const failure = upload.isError ? failureText(upload.error) : null;
  return (
    <>
      <PageHeader title={title} />
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="fund-cas-heading">
        <Typography id="fund-cas-heading" variant="h3" component="h2">
          <FormattedMessage id="mutualFunds.cas.heading" defaultMessage="Track funds with your CAS" />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <FormattedMessage
            id="mutualFunds.cas.description"
            defaultMessage="Upload the consolidated account statement CAMS or KFintech emailed you. Its folios and transactions join your mutual funds."
          />
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFile aria-hidden />} fullWidth>
            {file === null
              ? intl.formatMessage({ id: 'mutualFunds.cas.choose', defaultMessage: 'Choose the PDF' })
              : intl.formatMessage({
                  id: 'mutualFunds.cas.chooseAnother',
                  defaultMessage: 'Choose another PDF',
                })}
            <input
              id={ids.file}
              type="file"
              accept="application/pdf,.pdf"
              aria-label={intl.formatMessage({
                id: 'mutualFunds.cas.fileName',
                defaultMessage: 'Mutual-fund CAS (PDF)',
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
                    { id: 'mutualFunds.cas.fileHint', defaultMessage: 'A PDF up to {megabytes} MB.' },
                    { megabytes: STATEMENT_MAX_MEGABYTES },
                  )
                : intl.formatMessage(
                    { id: 'mutualFunds.cas.chosen', defaultMessage: 'Chosen: {name}' },
                    { name: <span translate="no">{file.name}</span> },
                  )}
          </Typography>
        </Box>
        <TextField
          label={intl.formatMessage({ id: 'mutualFunds.cas.password', defaultMessage: 'Statement password' })}
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
                    id: 'mutualFunds.cas.passwordHint',
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={upload.isPending}
          sx={{ mt: 1 }}
        >
          {upload.isPending
            ? intl.formatMessage({ id: 'mutualFunds.cas.reading', defaultMessage: 'Reading your statement…' })
            : intl.formatMessage({ id: 'mutualFunds.cas.submit', defaultMessage: 'Read my statement' })}
        </Button>
        {failure === null ? null : <InlineError message={say(failure)} />}
        {upload.isSuccess ? <ImportOutcome result={upload.data} /> : null}
      </Box>
    </>
  );
}

/** What an import added, with the way back to the funds. */
function ImportOutcome({ result }: { result: FundCasImport }) {
  const intl = useIntl();
  const text = result.already_imported
    ? intl.formatMessage({
        id: 'mutualFunds.cas.alreadyImported',
        defaultMessage:
          'This statement was imported before: its transactions are already in your mutual funds. Nothing was added twice.',
      })
    : intl.formatMessage(
        {
          id: 'mutualFunds.cas.imported',
          defaultMessage:
            'Statement read: {folios, plural, one {# folio} other {# folios}} with {count, plural, one {# transaction} other {# transactions}} added to your mutual funds.',
        },
        { folios: result.folios_count, count: result.transactions_added },
      );
  return (
    <Alert severity="success" role="status" sx={{ mt: 2 }}>
      {text}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={APP_PATHS.mutualFunds} variant="contained" size="small">
          <FormattedMessage id="mutualFunds.cas.seeFunds" defaultMessage="See your funds" />
        </Button>
      </Box>
    </Alert>
  );
}
