import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';

import type { LinkedAccount } from '@/api/schemas/tracking';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { lastFourDigits } from '@/domain/aa/discovered-accounts';
import type { LinkingPageName } from '@/domain/aa/page-names';
import { LINKED_DATA_ROOTS, broadcastFor } from '@/features/linking/journey/after-linking';
import { useClickEvent } from '@/features/linking/journey/analytics';
import { dataTag } from '@/features/linking/ui/data-tag';
import { HiddenLabel } from '@/features/linking/ui/hidden-label';
import { useSheet } from '@/features/linking/ui/use-sheet';
import { getBridge } from '@/native/get-bridge';
import { presentToast } from '@/native/toast';

import { RevokeSheet } from './revoke-sheet';

/** Before the account line's extra part. */
const SPACE = ' ';

const PROVIDER_LABEL = { finvu: 'Finvu', cams: 'CAMS', ignosis: 'Ignosis' } as const;

const SUBTYPES = defineMessages({
  SAVINGS: { id: 'linking.tracking.subtypeSavings', defaultMessage: 'Savings' },
  CURRENT: { id: 'linking.tracking.subtypeCurrent', defaultMessage: 'Current' },
  DEMAT: { id: 'linking.tracking.subtypeDemat', defaultMessage: 'Demat' },
  EQUITIES: { id: 'linking.tracking.subtypeEquities', defaultMessage: 'Equities' },
  CARD: { id: 'linking.tracking.subtypeCardShort', defaultMessage: 'Card' },
  POLICY: { id: 'linking.tracking.subtypePolicy', defaultMessage: 'Policy' },
  CREDIT_CARD: { id: 'linking.tracking.subtypeCard', defaultMessage: 'Credit_card' },
  INSURANCE_POLICIES: { id: 'linking.tracking.subtypeInsurance', defaultMessage: 'Insurance_policies' },
});

/** "Savings", "Demat": the account's kind in words; one Kosh has no word for stays as sent, in sentence case. */
function subtypeText(intl: IntlShape, subtype: string): string {
  const known = SUBTYPES[subtype as keyof typeof SUBTYPES];
  return known === undefined ? subtype.charAt(0) + subtype.slice(1).toLowerCase() : intl.formatMessage(known);
}

/** Tracked accounts with a "Stop tracking" each (confirmed in a sheet); the list refreshes after. */
export function TrackedList({
  accounts,
  pageName,
  describe,
}: {
  accounts: readonly LinkedAccount[];
  pageName: LinkingPageName;
  /** Extra line per account (e.g. the broker). */
  describe?: (account: LinkedAccount) => ReactNode;
}) {
  const sheet = useSheet('revoke');
  const queryClient = useQueryClient();
  const click = useClickEvent(pageName);
  const target = accounts.find((account) => account.account_id === sheet.params.get('account_id')) ?? null;
  const intl = useIntl();
  const labelId = useId();

  // `?revokeConsentId=` (docs/product.md#query-keys, entry key): open the confirmation for that consent's
  // account once.
  const revokeConsentId = sheet.params.get('revokeConsentId');
  const asked = useRef(false);
  useEffect(() => {
    if (revokeConsentId === null || asked.current || sheet.open) return;
    const match = accounts.find((account) => account.consent_handle === revokeConsentId);
    if (match === undefined) return;
    asked.current = true;
    sheet.show({ account_id: match.account_id });
  }, [revokeConsentId, accounts, sheet]);

  return (
    <>
      <Card>
        <Stack divider={<Divider flexItem />}>
          {accounts.map((account) => (
            <Box
              key={account.account_id}
              component="article"
              aria-labelledby={`${labelId}-${account.account_id}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}
            >
              <HiddenLabel id={`${labelId}-${account.account_id}`}>
                <span translate="no">
                  {account.fip_name} {account.acc_num}
                </span>
              </HiddenLabel>
              <BankAvatar bankName={account.broker_name ?? account.fip_name} fipId={account.fip_id} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap sx={{ fontWeight: 600 }} translate="no">
                  {account.broker_name ?? account.fip_name}
                </Typography>
                <Typography variant="body2" color="textSecondary" className="tabular-nums">
                  <FormattedMessage
                    id="linking.tracking.accountLine"
                    defaultMessage="{kind} ••{lastFour}"
                    values={{
                      kind: subtypeText(intl, account.account_subtype),
                      lastFour: lastFourDigits(account.acc_num),
                    }}
                  />
                  {describe !== undefined && (
                    <>
                      {SPACE}
                      <FormattedMessage
                        id="linking.tracking.accountLineMore"
                        defaultMessage="· {more}"
                        values={{ more: describe(account) }}
                      />
                    </>
                  )}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  <FormattedMessage
                    id="linking.tracking.via"
                    defaultMessage="via <data>{provider}</data>"
                    values={{ provider: PROVIDER_LABEL[account.provider ?? 'finvu'], data: dataTag }}
                  />
                </Typography>
              </Box>
              <Button
                size="small"
                color="error"
                aria-haspopup="dialog"
                aria-labelledby={`${labelId}-stop-${account.account_id}`}
                onClick={() => {
                  click('stop_tracking_clicked', { provider: account.provider ?? 'finvu' });
                  sheet.show({ account_id: account.account_id });
                }}
              >
                <FormattedMessage id="linking.tracking.stop" defaultMessage="Stop" />
              </Button>
              <HiddenLabel id={`${labelId}-stop-${account.account_id}`}>
                <FormattedMessage
                  id="linking.tracking.stopAccount"
                  defaultMessage="Stop tracking <data>{account}</data>"
                  values={{
                    account: `${account.fip_name} ••${lastFourDigits(account.acc_num)}`,
                    data: dataTag,
                  }}
                />
              </HiddenLabel>
            </Box>
          ))}
        </Stack>
      </Card>
      <RevokeSheet
        account={target}
        open={sheet.open}
        onClose={sheet.hide}
        onRevoked={(result) => {
          click('stop_tracking_confirmed', { provider: result.provider });
          presentToast('success', result.message);
          sheet.hide();
          void getBridge().then((bridge) => {
            if (bridge.platform !== 'web')
              bridge.refreshBroadcast(broadcastFor('savings', target?.acc_type === 'EQUITIES'));
          });
          for (const root of LINKED_DATA_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
        }}
      />
    </>
  );
}
