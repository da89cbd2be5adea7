import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { revokeCamsConsent } from '@/api/endpoints/aggregator-onboarding';
import {
  finvuRevokeDetailsQueryOptions,
  finvuStopTracking,
  revokeIgnosisConsent,
} from '@/api/endpoints/tracking';
import type { LinkedAccount, RevokeResult } from '@/api/schemas/tracking';
import { InlineError } from '@/components/feedback/inline-error';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { BottomSheet } from '@/components/sheet/bottom-sheet';
import { lastFourDigits } from '@/domain/aa/discovered-accounts';
import { MainAction, OtherAction } from '@/features/linking/ui/action-buttons';
import { customerMessage } from '@/features/linking/ui/customer-message';
import { dataTag } from '@/features/linking/ui/data-tag';

const GENERIC_CONSEQUENCES = defineMessages({
  fetching: { id: 'linking.revoke.stopFetching', defaultMessage: 'We stop fetching data from this account.' },
  data: {
    id: 'linking.revoke.dataGone',
    defaultMessage: 'Its balances, transactions and analytics disappear from Kosh.',
  },
  again: { id: 'linking.revoke.linkAgain', defaultMessage: 'You can link it again any time.' },
});

/** Before each consequence. */
const BULLET = '• ';

/**
 * Revokes per provider (docs/product.md#revocation): finvu stops tracking the account; cams and ignosis
 * revoke it on their consent.
 */
function revokeAccount(account: LinkedAccount): Promise<RevokeResult> {
  const provider = account.provider ?? 'finvu';
  if (provider === 'finvu' || account.consent_handle === null)
    return finvuStopTracking({ account_id: account.account_id });
  const payload = { consent_handle: account.consent_handle, account_ids: [account.account_id] };
  return provider === 'cams' ? revokeCamsConsent(payload) : revokeIgnosisConsent(payload);
}

/** "Stop tracking?": what stops (finvu's revoke details), confirmed before anything happens. */
export function RevokeSheet({
  account,
  open,
  onClose,
  onRevoked,
}: {
  account: LinkedAccount | null;
  open: boolean;
  onClose: () => void;
  onRevoked: (result: RevokeResult) => void;
}) {
  const finvu = account !== null && (account.provider ?? 'finvu') === 'finvu';
  const details = useQuery({
    ...finvuRevokeDetailsQueryOptions(account === null ? {} : { account_id: account.account_id }),
    enabled: open && finvu,
  });
  const revoke = useMutation({ mutationFn: revokeAccount, onSuccess: onRevoked });
  const intl = useIntl();
  const title =
    account === null
      ? intl.formatMessage({ id: 'linking.revoke.titleAny', defaultMessage: 'Stop tracking this account?' })
      : intl.formatMessage(
          { id: 'linking.revoke.title', defaultMessage: 'Stop tracking {account}?' },
          { account: `${account.broker_name ?? account.fip_name} ••${lastFourDigits(account.acc_num)}` },
        );
  const consequences = finvu
    ? (details.data?.consequences ?? [])
    : Object.values(GENERIC_CONSEQUENCES).map((line) => intl.formatMessage(line));

  return (
    <BottomSheet
      open={open && account !== null}
      onClose={onClose}
      title={title}
      actions={
        <>
          <MainAction
            color="error"
            disabled={revoke.isPending || account === null}
            startIcon={revoke.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            onClick={() => account !== null && revoke.mutate(account)}
          >
            {details.data?.cta_label ?? (
              <FormattedMessage id="linking.revoke.confirm" defaultMessage="Stop tracking" />
            )}
          </MainAction>
          <OtherAction onClick={onClose}>
            {details.data?.cancel_label ?? (
              <FormattedMessage id="linking.revoke.keep" defaultMessage="Keep tracking" />
            )}
          </OtherAction>
        </>
      }
    >
      {finvu && details.isPending && (
        <ListSkeleton
          rows={1}
          label={intl.formatMessage({
            id: 'linking.revoke.loading',
            defaultMessage: 'Loading the consent details',
          })}
        />
      )}
      {finvu && details.isError && (
        <InlineError message={customerMessage(details.error, intl)} onRetry={() => void details.refetch()} />
      )}
      <Typography color="textSecondary">
        {finvu
          ? (details.data?.description ?? '')
          : intl.formatMessage(
              {
                id: 'linking.revoke.consentRevoked',
                defaultMessage: 'Your consent with <data>{provider}</data> for this account is revoked.',
              },
              { provider: account?.provider === 'cams' ? 'CAMSfinserv' : 'Ignosis', data: dataTag },
            )}
      </Typography>
      <List dense>
        {consequences.map((line) => (
          <ListItem key={line} sx={{ px: 0 }}>
            <ListItemText primary={BULLET + line} />
          </ListItem>
        ))}
      </List>
      {revoke.isError && <InlineError message={customerMessage(revoke.error, intl)} />}
    </BottomSheet>
  );
}
