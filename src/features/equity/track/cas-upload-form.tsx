import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';

import { equityKeys, manualPasswordFormQueryOptions } from '@/api/endpoints/stocks-widget';
import { uploadCas } from '@/api/endpoints/stocks-widget-import';
import { InlineError } from '@/components/feedback/inline-error';
import { casFileProblem, casPasswordProblem, CAS_MAX_SIZE_TEXT } from '@/domain/portfolio/broker-import';

import { importFailureText } from './import-failure';
import { ImportResult } from './import-result';
import { fileBase64, fileHead } from './read-file';

type Depository = 'CDSL' | 'NSDL';

/**
 * The CAS statement upload: depository, the PDF (type and size checked here before a byte is
 * sent) and its password. The copy comes from `/in-stocks/manual-password-form`; the checks are ours.
 */
export function CasUploadForm() {
  const form = useQuery(manualPasswordFormQueryOptions());
  const queryClient = useQueryClient();
  const ids = { file: useId(), hint: useId() };
  const [depository, setDepository] = useState<Depository>('NSDL');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (picked: File) =>
      uploadCas({ depository, password, file_base64: await fileBase64(picked) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equityKeys.all }),
  });

  async function pick(picked: File | null) {
    upload.reset();
    setFile(picked);
    setFileError(picked === null ? null : casFileProblem(picked, await fileHead(picked)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const missingFile = file === null ? 'Choose your CAS statement (a PDF).' : fileError;
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
        {copy?.title ?? 'Track with your CAS statement'}
      </Typography>
      {copy === undefined ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {copy.description}
        </Typography>
      )}
      <TextField
        select
        label="Statement from"
        value={depository}
        onChange={(event) => {
          upload.reset();
          setDepository(event.target.value === 'CDSL' ? 'CDSL' : 'NSDL');
        }}
        slotProps={{ select: { native: true } }}
        fullWidth
        margin="normal"
      >
        <option value="NSDL">NSDL</option>
        <option value="CDSL">CDSL</option>
      </TextField>
      <Box sx={{ mt: 1 }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile aria-hidden />} fullWidth>
          {file === null ? 'Choose the PDF' : 'Choose another PDF'}
          <input
            id={ids.file}
            type="file"
            accept="application/pdf,.pdf"
            aria-label="CAS statement (PDF)"
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
          {fileError ?? (file === null ? `A PDF up to ${CAS_MAX_SIZE_TEXT}.` : `Chosen: ${file.name}`)}
        </Typography>
      </Box>
      <TextField
        label="Statement password"
        type="password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value.toUpperCase().replace(/\s+/g, ''));
          setPasswordError(null);
        }}
        error={passwordError !== null}
        helperText={passwordError ?? 'Usually your PAN in capital letters, like ABCDE1234F.'}
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
        {upload.isPending ? 'Reading your statement…' : (copy?.submit_label ?? 'Read my statement')}
      </Button>
      {upload.isError ? <InlineError message={importFailureText(upload.error)} /> : null}
      {upload.isSuccess ? <ImportResult result={upload.data} /> : null}
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
