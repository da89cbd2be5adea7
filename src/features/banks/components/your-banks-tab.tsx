import Add from '@mui/icons-material/Add';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';

import { linkedAccountsQueryOptions } from '@/api/endpoints/tracking';
import type { SavingsAccountCard, SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import type { LinkedAccount } from '@/api/schemas/tracking';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { Amount } from '@/components/amount/amount';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { useNow } from '@/components/time/use-now';
import { paise } from '@/domain/money/paise';
import { linkAccountsPath } from '@/domain/navigation/app-paths';
import { accountTypeLabel, maskedShort, maskedSpoken } from '@/domain/spending/account-mask';
import { groupByBank, type BankGroup } from '@/domain/spending/bank-groups';
import { dateText } from '@/domain/spending/date-text';
import { updatedText } from '@/domain/spending/freshness';

const PROVIDER_NAMES: Readonly<Record<string, string>> = { finvu: 'Finvu', cams: 'CAMS', ignosis: 'Ignosis' };

/** Banks level 1, tab "Your Banks": each linked bank with its accounts, balances and freshness. */
export function YourBanksTab({ screen }: { screen: SavingsL1Screen }) {
  const banks = groupByBank(screen.accounts);
  // "Linked on … via …" is a nicety: the banks show without it when the tracking service is slow.
  const linked = useQuery(linkedAccountsQueryOptions({ service: 'acc-agg', acc_type: 'SAVINGS' }));
  const linkedById = new Map((linked.data?.accounts ?? []).map((account) => [account.account_id, account]));
  const now = useNow();
  return (
    <>
      <Card component="section" aria-labelledby="banks-total-heading" sx={{ p: 2.5, mb: 3 }}>
        <Typography id="banks-total-heading" variant="overline" component="h2" color="text.secondary">
          Balance across your banks
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.2 }}>
          <Amount value={paise(screen.total_balance_paise)} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {screen.accounts.length} {screen.accounts.length === 1 ? 'account' : 'accounts'} at {banks.length}{' '}
          {banks.length === 1 ? 'bank' : 'banks'}
        </Typography>
      </Card>
      <Box
        component="ul"
        aria-label="Linked banks"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        {banks.map((bank) => (
          <li key={bank.fip_id}>
            <BankCard bank={bank} linkedById={linkedById} now={now} />
          </li>
        ))}
      </Box>
      <Button
        component={RouterLink}
        to={linkAccountsPath('savings')}
        startIcon={<Add />}
        variant="outlined"
        fullWidth
        sx={{ mt: 2 }}
      >
        Link another bank
      </Button>
    </>
  );
}

function BankCard({
  bank,
  linkedById,
  now,
}: {
  bank: BankGroup<SavingsAccountCard>;
  linkedById: ReadonlyMap<string, LinkedAccount>;
  now: number;
}) {
  const headingId = `bank-${bank.fip_id}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, pb: 1 }}>
        <BankAvatar bankName={bank.bank_name} fipId={bank.fip_id} size={44} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component="h3" noWrap>
            {bank.bank_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {bank.accounts.length} {bank.accounts.length === 1 ? 'account' : 'accounts'}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {updatedText(bank.last_updated, now)}
          </Typography>
        </Box>
        <Typography component="p" sx={{ fontWeight: 800 }}>
          <Amount value={paise(bank.total_paise)} />
        </Typography>
      </Box>
      <Box component="ul" aria-label={`${bank.bank_name} accounts`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bank.accounts.map((account) => {
          const link = linkedById.get(account.account_id);
          return (
            <Box component="li" key={account.account_id} sx={{ borderTop: 1, borderColor: 'divider' }}>
              <CardActionArea
                component={RouterLink}
                to={`accounts/${encodeURIComponent(account.account_id)}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap sx={{ fontWeight: 600 }}>
                    {accountTypeLabel(account.acc_type)}{' '}
                    <span aria-hidden>{maskedShort(account.masked_acc_number)}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {maskedSpoken(account.masked_acc_number)}
                    </Box>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    IFSC {account.ifsc ?? 'not shared'}
                  </Typography>
                  {link?.linked_at ? (
                    <Typography variant="body2" color="text.secondary" noWrap>
                      Linked {dateText(link.linked_at)}
                      {link.provider ? ` via ${PROVIDER_NAMES[link.provider] ?? link.provider}` : ''}
                    </Typography>
                  ) : null}
                </Box>
                {/* With one account the bank's total above is its balance: no need to say it twice. */}
                {bank.accounts.length > 1 && (
                  <Typography component="p" sx={{ fontWeight: 600 }}>
                    <Amount value={paise(account.balance_paise)} />
                  </Typography>
                )}
                <ChevronRight color="action" aria-hidden />
              </CardActionArea>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}
