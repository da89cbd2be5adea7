import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { v4 as uuidv4 } from 'uuid';

import { equityKeys } from '@/api/endpoints/stocks-widget';
import { connectBroker } from '@/api/endpoints/stocks-widget-import';
import type { ManualBrokerPayload } from '@/api/schemas/stocks-widget-import';
import { type BrokerLogin, brokerLoginProblems, MANUAL_BROKERS } from '@/domain/portfolio/broker-import';
import type { Text } from '@/domain/text/message';

import { ImportSubmit } from './import-submit';

const EMPTY: BrokerLogin = { broker: '', clientId: '', password: '' };

/** A made-up example, written the same in every language. */
const CLIENT_ID_EXAMPLE = 'AB1234';

/**
 * The manual-password form: connect a broker without the account aggregator by its client ID and
 * password. Each attempt keeps one Idempotency-Key while its fields stay the same, so a double tap
 * or a retry after a cut connection connects once.
 */
export function BrokerLoginForm() {
  const intl = useIntl();
  const say = (text: Text | undefined) =>
    text === undefined ? undefined : intl.formatMessage(text, text.values);
  const queryClient = useQueryClient();
  const [form, setForm] = useState<BrokerLogin>(EMPTY);
  const [problems, setProblems] = useState<ReturnType<typeof brokerLoginProblems>>({});
  const attempt = useRef<{ fields: string; key: string } | null>(null);
  const connect = useMutation({
    mutationFn: (payload: ManualBrokerPayload) => {
      const fields = JSON.stringify(payload);
      if (attempt.current?.fields !== fields) attempt.current = { fields, key: uuidv4() };
      return connectBroker(payload, attempt.current.key);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equityKeys.all }),
  });

  function change(field: keyof BrokerLogin, value: string) {
    connect.reset();
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = brokerLoginProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const broker = MANUAL_BROKERS.find((b) => b.id === form.broker);
    if (broker === undefined) return;
    connect.mutate({ broker: broker.id, client_id: form.clientId.trim(), password: form.password });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="broker-login-heading">
      <Typography id="broker-login-heading" variant="h3" component="h2">
        <FormattedMessage id="equity.login.heading" defaultMessage="Connect with your broker login" />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        <FormattedMessage
          id="equity.login.intro"
          defaultMessage="For a broker whose demat account you cannot link through the account aggregator. We read your holdings once; we never place orders, and the password is not stored."
        />
      </Typography>
      <TextField
        select
        label={intl.formatMessage({ id: 'equity.login.broker', defaultMessage: 'Broker' })}
        value={form.broker}
        onChange={(event) => change('broker', event.target.value)}
        error={problems.broker !== undefined}
        helperText={say(problems.broker)}
        slotProps={{ select: { native: true } }}
        fullWidth
        margin="normal"
      >
        <option value="" disabled>
          {intl.formatMessage({ id: 'equity.login.chooseBroker', defaultMessage: 'Choose your broker' })}
        </option>
        {MANUAL_BROKERS.map((broker) => (
          <option key={broker.id} value={broker.id} translate="no">
            {broker.name}
          </option>
        ))}
      </TextField>
      <TextField
        label={intl.formatMessage({ id: 'equity.login.clientId', defaultMessage: 'Client ID or username' })}
        value={form.clientId}
        onChange={(event) => change('clientId', event.target.value)}
        error={problems.clientId !== undefined}
        helperText={
          say(problems.clientId) ??
          intl.formatMessage(
            {
              id: 'equity.login.clientIdHint',
              defaultMessage: 'As on your broker’s contract note, like {example}.',
            },
            { example: <span translate="no">{CLIENT_ID_EXAMPLE}</span> },
          )
        }
        autoComplete="username"
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { spellCheck: false, maxLength: 16 } }}
      />
      <TextField
        label={intl.formatMessage({ id: 'equity.login.password', defaultMessage: 'Broker password' })}
        type="password"
        value={form.password}
        onChange={(event) => change('password', event.target.value)}
        error={problems.password !== undefined}
        helperText={say(problems.password)}
        autoComplete="current-password"
        fullWidth
        margin="normal"
      />
      <ImportSubmit
        importing={connect}
        label={intl.formatMessage({ id: 'equity.login.connect', defaultMessage: 'Connect broker' })}
        busyLabel={intl.formatMessage({ id: 'equity.login.connecting', defaultMessage: 'Connecting…' })}
      />
    </Box>
  );
}
