import Add from '@mui/icons-material/Add';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import type { SavingsAccountCard } from '@/api/schemas/aggregator-savings';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { Amount } from '@/components/amount/amount';
import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { useNow } from '@/components/time/use-now';
import { paise } from '@/domain/money/paise';
import { linkAccountsPath } from '@/domain/navigation/app-paths';
import { accountTypeLabel, lastDigits, maskedShort } from '@/domain/spending/account-mask';
import { updatedAgoText } from '@/domain/spending/display-texts';
import { useFormat } from '@/i18n/use-format';

/** Between the digits and the account type (not words: nothing to translate). */
const SEPARATOR = ' · ';

/** Each linked account with its bank, masked number and balance; a tap opens its bank page. */
export function AccountList({ accounts }: { accounts: readonly SavingsAccountCard[] }) {
  const now = useNow();
  const intl = useIntl();
  const { locale } = useFormat();
  const updated = (iso: string | null) => {
    const text = updatedAgoText(iso, now, locale);
    return intl.formatMessage(text, text.values);
  };
  return (
    <Box component="section" aria-labelledby="accounts-heading" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="accounts-heading" variant="h2">
          <FormattedMessage id="savings.accounts.heading" defaultMessage="Your bank accounts" />
        </Typography>
        <Button component={RouterLink} to={linkAccountsPath('savings')} startIcon={<Add />} size="small">
          <FormattedMessage id="savings.accounts.link" defaultMessage="Link account" />
        </Button>
      </Box>
      <Box
        component="ul"
        aria-label={intl.formatMessage({ id: 'savings.accounts.listName', defaultMessage: 'Bank accounts' })}
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
                  <Typography noWrap sx={{ fontWeight: 600 }} translate="no">
                    {account.bank_name}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" noWrap>
                    {/* Digits first: on a narrow phone the ellipsis should eat the type, never them. */}
                    <span aria-hidden>{maskedShort(account.masked_acc_number)}</span>
                    {SEPARATOR}
                    {accountTypeLabel(account.acc_type) === 'Account' ? (
                      <FormattedMessage id="savings.accounts.typeUnknown" defaultMessage="Account" />
                    ) : (
                      <FormattedMessage
                        id="savings.accounts.type"
                        defaultMessage="{type, select, SAVINGS {Savings} CURRENT {Current} other {{label}}}"
                        values={{
                          type: account.acc_type.toUpperCase(),
                          label: accountTypeLabel(account.acc_type),
                        }}
                      />
                    )}
                    <Box component="span" sx={visuallyHidden}>
                      {lastDigits(account.masked_acc_number) === '' ? (
                        <FormattedMessage id="savings.accounts.spokenPlain" defaultMessage="account" />
                      ) : (
                        <FormattedMessage
                          id="savings.accounts.spoken"
                          defaultMessage="account ending {digits}"
                          values={{ digits: lastDigits(account.masked_acc_number).split('').join(' ') }}
                        />
                      )}
                    </Box>
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'right' }}>
                  <Typography component="p" sx={{ fontWeight: 700 }}>
                    <Amount value={paise(account.balance_paise)} />
                  </Typography>
                  <Typography variant="caption" color="textSecondary">
                    {updated(account.balance_as_of)}
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
