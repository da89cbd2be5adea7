import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';

import { equityKeys, manualPasswordFormQueryOptions } from '@/api/endpoints/stocks-widget';
import { uploadCas } from '@/api/endpoints/stocks-widget-import';
import { fileBase64 } from '@/components/forms/read-file';
import { StatementUploadFields } from '@/components/forms/statement-upload-fields';
import { type StatementFaultTexts, useStatementUpload } from '@/components/forms/use-statement-upload';
import { CAS_FILE_FAULT_TEXT, CAS_PASSWORD_FAULT_TEXT } from '@/domain/portfolio/broker-import';
import { STATEMENT_MAX_MEGABYTES } from '@/domain/statements/statement-file';
import { defineText } from '@/domain/text/message';

import { ImportSubmit } from './import-submit';

const DEPOSITORIES = ['NSDL', 'CDSL'] as const;
type Depository = (typeof DEPOSITORIES)[number];

const FAULT_TEXTS: StatementFaultTexts = {
  noFile: defineText({ id: 'equity.cas.noFile', defaultMessage: 'Choose your CAS statement (a PDF).' }),
  file: CAS_FILE_FAULT_TEXT,
  password: CAS_PASSWORD_FAULT_TEXT,
};

/**
 * The CAS statement upload: depository, the PDF (type and size checked here before a byte is
 * sent) and its password. The copy comes from `/in-stocks/manual-password-form`; the checks are ours.
 */
export function CasUploadForm() {
  const intl = useIntl();
  const form = useQuery(manualPasswordFormQueryOptions());
  const queryClient = useQueryClient();
  const [depository, setDepository] = useState<Depository>('NSDL');
  const upload = useMutation({
    mutationFn: async ({ file, password }: { file: File; password: string }) =>
      uploadCas({ depository, password, file_base64: await fileBase64(file) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equityKeys.all }),
  });
  const statement = useStatementUpload(FAULT_TEXTS, () => upload.reset());

  function submit(event: FormEvent) {
    event.preventDefault();
    const file = statement.fileToSend();
    if (file !== null) upload.mutate({ file, password: statement.password });
  }

  const copy = form.data;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="cas-form-heading">
      <Typography id="cas-form-heading" variant="h3" component="h2">
        {copy?.title ??
          intl.formatMessage({ id: 'equity.cas.heading', defaultMessage: 'Track with your CAS statement' })}
      </Typography>
      {copy === undefined ? null : (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
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
      <StatementUploadFields
        upload={statement}
        words={{
          choose: intl.formatMessage({ id: 'equity.cas.choose', defaultMessage: 'Choose the PDF' }),
          chooseAnother: intl.formatMessage({
            id: 'equity.cas.chooseAnother',
            defaultMessage: 'Choose another PDF',
          }),
          fileName: intl.formatMessage({ id: 'equity.cas.fileName', defaultMessage: 'CAS statement (PDF)' }),
          fileHint: intl.formatMessage(
            { id: 'equity.cas.fileHint', defaultMessage: 'A PDF up to {megabytes} MB.' },
            { megabytes: STATEMENT_MAX_MEGABYTES },
          ),
          chosen: (name) =>
            intl.formatMessage({ id: 'equity.cas.chosen', defaultMessage: 'Chosen: {name}' }, { name }),
          password: intl.formatMessage({ id: 'equity.cas.password', defaultMessage: 'Statement password' }),
          passwordHint: (example) =>
            intl.formatMessage(
              {
                id: 'equity.cas.passwordHint',
                defaultMessage: 'Usually your PAN in capital letters, like {example}.',
              },
              { example },
            ),
        }}
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
