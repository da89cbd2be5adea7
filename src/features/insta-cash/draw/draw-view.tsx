import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { instaCashOfferQueryOptions, withdrawalsQueryOptions } from '@/api/endpoints/insta-cash';
import type { CreatedWithdrawal } from '@/api/schemas/insta-cash';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { PageHeader } from '@/components/layout/page-header';
import { NoLine } from '@/features/insta-cash/no-line';

import { DrawForm } from './draw-form';
import { DrawSuccess } from './draw-success';

/** The get-insta-cash view: pick an amount and tenure within the line, confirm, and it is sent. */
export function DrawView() {
  const intl = useIntl();
  const offer = useQuery(instaCashOfferQueryOptions());
  const withdrawals = useQuery(withdrawalsQueryOptions());
  const [done, setDone] = useState<CreatedWithdrawal | null>(null);

  let body;
  if (done !== null) {
    body = <DrawSuccess created={done} />;
  } else if (offer.data === undefined) {
    body = offer.isError ? (
      <SectionError
        title={intl.formatMessage({
          id: 'instaCash.draw.loadError',
          defaultMessage: 'Your offer could not load',
        })}
        error={offer.error}
        onRetry={() => void offer.refetch()}
      />
    ) : (
      <ListSkeleton
        label={intl.formatMessage({ id: 'instaCash.draw.loading', defaultMessage: 'Loading your offer' })}
        header
        rows={2}
      />
    );
  } else if (!offer.data.eligible) {
    body = <NoLine />;
  } else if (!offer.data.can_withdraw) {
    body = (
      <Alert severity="info">
        <FormattedMessage
          id="instaCash.draw.cannotDraw"
          defaultMessage="Nothing can be drawn right now: the line is frozen or fully used. It frees up as you repay your EMIs."
        />
      </Alert>
    );
  } else {
    body = (
      <DrawForm
        offer={offer.data}
        bankAccountMasked={withdrawals.data?.withdrawals[0]?.bank_account_masked ?? null}
        onDone={setDone}
      />
    );
  }
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'instaCash.draw.title', defaultMessage: 'Get instant cash' })}
      />
      {body}
    </>
  );
}
