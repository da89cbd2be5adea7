import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { instaCashOfferQueryOptions, withdrawalsQueryOptions } from '@/api/endpoints/insta-cash';
import type { CreatedWithdrawal } from '@/api/schemas/insta-cash';
import { PageHeader } from '@/components/layout/page-header';
import { LineGate } from '@/features/insta-cash/no-line';

import { DrawForm } from './draw-form';
import { DrawSuccess } from './draw-success';

const GATE = defineMessages({
  error: { id: 'instaCash.draw.loadError', defaultMessage: 'Your offer could not load' },
  loading: { id: 'instaCash.draw.loading', defaultMessage: 'Loading your offer' },
});

/** The get-insta-cash view: pick an amount and tenure within the line, confirm, and it is sent. */
export function DrawView() {
  const intl = useIntl();
  const offer = useQuery(instaCashOfferQueryOptions());
  const withdrawals = useQuery(withdrawalsQueryOptions());
  const [done, setDone] = useState<CreatedWithdrawal | null>(null);

  const body =
    done !== null ? (
      <DrawSuccess created={done} />
    ) : (
      <LineGate query={offer} messages={GATE} rows={2}>
        {(data) =>
          data.can_withdraw ? (
            <DrawForm
              offer={data}
              bankAccountMasked={withdrawals.data?.withdrawals[0]?.bank_account_masked ?? null}
              onDone={setDone}
            />
          ) : (
            <Alert severity="info">
              <FormattedMessage
                id="instaCash.draw.cannotDraw"
                defaultMessage="Nothing can be drawn right now: the line is frozen or fully used. It frees up as you repay your EMIs."
              />
            </Alert>
          )
        }
      </LineGate>
    );
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'instaCash.draw.title', defaultMessage: 'Get instant cash' })}
      />
      {body}
    </>
  );
}
