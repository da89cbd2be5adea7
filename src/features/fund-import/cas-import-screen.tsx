import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { MUTUAL_FUNDS_KEY } from '@/api/endpoints/mutual-funds';
import { importFundCas } from '@/api/endpoints/mutual-funds-import';
import { ApiError, NetworkError } from '@/api/errors';
import { apiErrorBodySchema } from '@/api/schemas/errors';
import type { FundCasImport } from '@/api/schemas/mutual-funds-import';
import { InlineError } from '@/components/feedback/inline-error';
import { SignInCard } from '@/components/feedback/sign-in-card';
import { fileBase64 } from '@/components/forms/read-file';
import { StatementSubmitButton } from '@/components/forms/statement-submit-button';
import { StatementUploadFields } from '@/components/forms/statement-upload-fields';
import { useStatementUpload } from '@/components/forms/use-statement-upload';
import { PageHeader } from '@/components/layout/page-header';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { STATEMENT_MAX_MEGABYTES } from '@/domain/statements/statement-file';
import type { Text } from '@/domain/text/message';
import { isSignedIn } from '@/session/auth-token';

import { FAULT_TEXTS, fundCasErrorText } from './cas-texts';

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
  const upload = useMutation({
    mutationFn: async ({ file, password }: { file: File; password: string }) =>
      importFundCas({ password, file_base64: await fileBase64(file) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MUTUAL_FUNDS_KEY] }),
  });
  const statement = useStatementUpload(FAULT_TEXTS, () => upload.reset());

  function submit(event: FormEvent) {
    event.preventDefault();
    const file = statement.fileToSend();
    if (file !== null) upload.mutate({ file, password: statement.password });
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
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 1 }}>
          <FormattedMessage
            id="mutualFunds.cas.description"
            defaultMessage="Upload the consolidated account statement CAMS or KFintech emailed you. Its folios and transactions join your mutual funds."
          />
        </Typography>
        <StatementUploadFields
          upload={statement}
          words={{
            choose: intl.formatMessage({ id: 'mutualFunds.cas.choose', defaultMessage: 'Choose the PDF' }),
            chooseAnother: intl.formatMessage({
              id: 'mutualFunds.cas.chooseAnother',
              defaultMessage: 'Choose another PDF',
            }),
            fileName: intl.formatMessage({
              id: 'mutualFunds.cas.fileName',
              defaultMessage: 'Mutual-fund CAS (PDF)',
            }),
            fileHint: intl.formatMessage(
              { id: 'mutualFunds.cas.fileHint', defaultMessage: 'A PDF up to {megabytes} MB.' },
              { megabytes: STATEMENT_MAX_MEGABYTES },
            ),
            chosen: (name) =>
              intl.formatMessage(
                { id: 'mutualFunds.cas.chosen', defaultMessage: 'Chosen: {name}' },
                { name },
              ),
            password: intl.formatMessage({
              id: 'mutualFunds.cas.password',
              defaultMessage: 'Statement password',
            }),
            passwordHint: (example) =>
              intl.formatMessage(
                {
                  id: 'mutualFunds.cas.passwordHint',
                  defaultMessage: 'Usually your PAN in capital letters, like {example}.',
                },
                { example },
              ),
          }}
        />
        <StatementSubmitButton
          busy={upload.isPending}
          label={intl.formatMessage({ id: 'mutualFunds.cas.submit', defaultMessage: 'Read my statement' })}
          busyLabel={intl.formatMessage({
            id: 'mutualFunds.cas.reading',
            defaultMessage: 'Reading your statement…',
          })}
        />
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
