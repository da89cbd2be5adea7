import Add from '@mui/icons-material/Add';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { SavingsAccountCard } from '@/api/schemas/aggregator-savings';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { Amount } from '@/components/amount/amount';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { useNow } from '@/components/time/use-now';
import { paise } from '@/domain/money/paise';
import { linkAccountsPath } from '@/domain/navigation/app-paths';
import { accountTypeLabel, maskedShort, maskedSpoken } from '@/domain/spending/account-mask';
import { updatedText } from '@/domain/spending/freshness';

/** Each linked account with its bank, masked number and balance; a tap opens its bank page. */
export function AccountList({ accounts }: { accounts: readonly SavingsAccountCard[] }) {
  const now = useNow();
  return (
    <Box component="section" aria-labelledby="accounts-heading" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="accounts-heading" variant="h2">
          Your bank accounts
        </Typography>
        <Button component={RouterLink} to={linkAccountsPath('savings')} startIcon={<Add />} size="small">
          Link account
        </Button>
      </Box>
      <Box
        component="ul"
        aria-label="Bank accounts"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
      >
        {accounts.map((account) => (
          <li key={account.account_id}>
            <Card>
              <CardActionArea
                component={RouterLink}
                to={`/banks/accounts/${encodeURIComponent(account.account_id)}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}
              >
                <BankAvatar bankName={account.bank_name} fipId={account.fip_id} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap sx={{ fontWeight: 600 }}>
                    {account.bank_name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {/* Digits first: on a narrow phone the ellipsis should eat the type, never them. */}
                    <span aria-hidden>{maskedShort(account.masked_acc_number)}</span> ·{' '}
                    {accountTypeLabel(account.acc_type)}
                    <Box component="span" sx={visuallyHidden}>
                      {maskedSpoken(account.masked_acc_number)}
                    </Box>
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'right' }}>
                  <Typography component="p" sx={{ fontWeight: 700 }}>
                    <Amount value={paise(account.balance_paise)} />
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {updatedText(account.balance_as_of, now)}
                  </Typography>
                </Box>
                <ChevronRight color="action" aria-hidden />
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
