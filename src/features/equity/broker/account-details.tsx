import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { accountDetailsQueryOptions, type BrokerRef } from '@/api/endpoints/stocks-widget';
import { LoadError } from '@/components/feedback/load-error';
import { formatIstDate } from '@/domain/portfolio/trade-rows';

import { Figure } from '../common/figure';

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
        Demat account details
      </Button>
      <Box id={panelId} hidden={!open}>
        {open && <DetailsList broker={broker} />}
      </Box>
    </Box>
  );
}

function DetailsList({ broker }: { broker: BrokerRef }) {
  const details = useQuery(accountDetailsQueryOptions(broker));
  if (details.isPending)
    return <Skeleton variant="rounded" height={96} aria-label="Loading account details" />;
  if (details.isError) {
    return (
      <LoadError error={details.error} what="the account details" onRetry={() => void details.refetch()} />
    );
  }
  const account = details.data;
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
    >
      <Figure label="Account holder">{account.holder_name}</Figure>
      <Figure label="Demat account">{account.masked_demat_number}</Figure>
      <Figure label="DP ID">{account.dp_id}</Figure>
      <Figure label="Client ID">{account.client_id}</Figure>
      <Figure label="Depository">{account.fip_name}</Figure>
      <Figure label="Linked on">{account.linked_at ? formatIstDate(account.linked_at) : '—'}</Figure>
    </Box>
  );
}
