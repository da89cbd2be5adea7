import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { accountDetailsQueryOptions, type BrokerRef } from '@/api/endpoints/stocks-widget';
import { BlockSkeleton } from '@/components/feedback/list-skeleton';
import { QueryGate } from '@/components/feedback/query-gate';
import { Figure } from '@/features/equity/common/figure';
import { useIstDate } from '@/features/equity/common/use-ist-date';

const GATE = defineMessages({
  error: { id: 'equity.account.error', defaultMessage: 'The account details could not load' },
});

/** Shown for a date the depository did not send. */
const NOT_KNOWN = '—';

/** "Demat account details" behind a disclosure: loaded only when the customer opens it. */
export function AccountDetails({ broker }: { broker: BrokerRef }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        endIcon={
          <ExpandMore sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
        }
        sx={{ ml: -1 }}
      >
        <FormattedMessage id="equity.account.details" defaultMessage="Demat account details" />
      </Button>
      <Box id={panelId} hidden={!open}>
        {open && <DetailsList broker={broker} />}
      </Box>
    </Box>
  );
}

function DetailsList({ broker }: { broker: BrokerRef }) {
  const intl = useIntl();
  const istDate = useIstDate();
  const details = useQuery(accountDetailsQueryOptions(broker));
  return (
    <QueryGate
      query={details}
      errorHidesData
      messages={GATE}
      loading={
        <BlockSkeleton
          heights={[96]}
          label={intl.formatMessage({
            id: 'equity.account.loading',
            defaultMessage: 'Loading account details',
          })}
        />
      }
    >
      {(account) => (
        <Box
          component="dl"
          sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
        >
          <Figure
            label={intl.formatMessage({ id: 'equity.account.holder', defaultMessage: 'Account holder' })}
          >
            <span translate="no">{account.holder_name}</span>
          </Figure>
          <Figure label={intl.formatMessage({ id: 'equity.account.demat', defaultMessage: 'Demat account' })}>
            <span translate="no">{account.masked_demat_number}</span>
          </Figure>
          <Figure label={intl.formatMessage({ id: 'equity.account.dpId', defaultMessage: 'DP ID' })}>
            <span translate="no">{account.dp_id}</span>
          </Figure>
          <Figure label={intl.formatMessage({ id: 'equity.account.clientId', defaultMessage: 'Client ID' })}>
            <span translate="no">{account.client_id}</span>
          </Figure>
          <Figure
            label={intl.formatMessage({ id: 'equity.account.depository', defaultMessage: 'Depository' })}
          >
            <span translate="no">{account.fip_name}</span>
          </Figure>
          <Figure label={intl.formatMessage({ id: 'equity.account.linkedOn', defaultMessage: 'Linked on' })}>
            {account.linked_at ? istDate(account.linked_at) : NOT_KNOWN}
          </Figure>
        </Box>
      )}
    </QueryGate>
  );
}
