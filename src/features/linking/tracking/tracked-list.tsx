import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';

import type { LinkedAccount } from '@/api/schemas/tracking';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { lastFourDigits } from '@/domain/aa/discovered-accounts';
import type { LinkingPageName } from '@/domain/aa/page-names';
import { getBridge } from '@/native/get-bridge';
import { presentToast } from '@/native/toast';

import { LINKED_DATA_ROOTS, broadcastFor } from '../journey/after-linking';
import { useClickEvent } from '../journey/analytics';
import { useSheet } from '../ui/use-sheet';
import { RevokeSheet } from './revoke-sheet';

const PROVIDER_LABEL = { finvu: 'Finvu', cams: 'CAMS', ignosis: 'Ignosis' } as const;

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
              aria-label={`${account.fip_name} ${account.acc_num}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}
            >
              <BankAvatar bankName={account.broker_name ?? account.fip_name} fipId={account.fip_id} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap sx={{ fontWeight: 600 }}>
                  {account.broker_name ?? account.fip_name}
                </Typography>
                <Typography variant="body2" color="text.secondary" className="tabular-nums">
                  {account.account_subtype.charAt(0) + account.account_subtype.slice(1).toLowerCase()} ••
                  {lastFourDigits(account.acc_num)}
                  {describe !== undefined && <> · {describe(account)}</>}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  via {PROVIDER_LABEL[account.provider ?? 'finvu']}
                </Typography>
              </Box>
              <Button
                size="small"
                color="error"
                aria-haspopup="dialog"
                aria-label={`Stop tracking ${account.fip_name} ••${lastFourDigits(account.acc_num)}`}
                onClick={() => {
                  click('stop_tracking_clicked', { provider: account.provider ?? 'finvu' });
                  sheet.show({ account_id: account.account_id });
                }}
              >
                Stop
              </Button>
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
