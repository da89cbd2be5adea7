import Add from '@mui/icons-material/Add';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { maskedShort } from '@/domain/spending/account-mask';
import { groupByBank, type BankGroup } from '@/domain/spending/bank-groups';
import { useAccountWords } from '@/features/banks/account-words';
import { useFormat } from '@/i18n/use-format';

const PROVIDER_NAMES: Readonly<Record<string, string>> = { finvu: 'Finvu', cams: 'CAMS', ignosis: 'Ignosis' };

/** Banks level 1, tab "Your Banks": each linked bank with its accounts, balances and freshness. */
export function YourBanksTab({ screen }: { screen: SavingsL1Screen }) {
  const intl = useIntl();
  const banks = groupByBank(screen.accounts);
  // "Linked on … via …" is a nicety: the banks show without it when the tracking service is slow.
  const linked = useQuery(linkedAccountsQueryOptions({ service: 'acc-agg', acc_type: 'SAVINGS' }));
  const linkedById = new Map((linked.data?.accounts ?? []).map((account) => [account.account_id, account]));
  const now = useNow();
  return (
    <>
      <Card component="section" aria-labelledby="banks-total-heading" sx={{ p: 2.5, mb: 3 }}>
        <Typography id="banks-total-heading" variant="overline" component="h2" color="textSecondary">
          <FormattedMessage id="banks.yourBanks.totalHeading" defaultMessage="Balance across your banks" />
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.2 }}>
          <Amount value={paise(screen.total_balance_paise)} />
        </Typography>
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage
            id="banks.yourBanks.count"
            defaultMessage="{accounts, plural, one {# account} other {# accounts}} at {banks, plural, one {# bank} other {# banks}}"
            values={{ accounts: screen.accounts.length, banks: banks.length }}
          />
        </Typography>
      </Card>
      <Box
        component="ul"
        aria-label={intl.formatMessage({ id: 'banks.yourBanks.list', defaultMessage: 'Linked banks' })}
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
        <FormattedMessage id="banks.yourBanks.linkAnother" defaultMessage="Link another bank" />
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
  const format = useFormat();
  const words = useAccountWords();
  const headingId = `bank-${bank.fip_id}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, pb: 1 }}>
        <BankAvatar bankName={bank.bank_name} fipId={bank.fip_id} size={44} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component="h3" noWrap translate="no">
            {bank.bank_name}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            <FormattedMessage
              id="banks.bank.accounts"
              defaultMessage="{count, plural, one {# account} other {# accounts}}"
              values={{ count: bank.accounts.length }}
            />
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {words.updated(bank.last_updated, now)}
          </Typography>
        </Box>
        <Typography component="p" sx={{ fontWeight: 800 }}>
          <Amount value={paise(bank.total_paise)} />
        </Typography>
      </Box>
      {/* The list's name holds the bank's name, which is data: kept apart (translate="no") in a hidden element. */}
      <span id={`${headingId}-accounts`} hidden>
        <FormattedMessage
          id="banks.bank.accountsList"
          defaultMessage="{bank} accounts"
          values={{ bank: <span translate="no">{bank.bank_name}</span> }}
        />
      </span>
      <Box component="ul" aria-labelledby={`${headingId}-accounts`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bank.accounts.map((account) => {
          const link = linkedById.get(account.account_id);
          // The type, then a space before the masked number beside it.
          const typeWord = `${words.accountType(account.acc_type)} `;
          return (
            <Box component="li" key={account.account_id} sx={{ borderTop: 1, borderColor: 'divider' }}>
              <CardActionArea
                component={RouterLink}
                to={`accounts/${encodeURIComponent(account.account_id)}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap sx={{ fontWeight: 600 }}>
                    {typeWord}
                    <span aria-hidden>{maskedShort(account.masked_acc_number)}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {words.spokenNumber(account.masked_acc_number)}
                    </Box>
                  </Typography>
                  <Typography variant="body2" color="textSecondary" noWrap>
                    {account.ifsc === null ? (
                      <FormattedMessage id="banks.account.ifscNotShared" defaultMessage="IFSC not shared" />
                    ) : (
                      <FormattedMessage
                        id="banks.account.ifsc"
                        defaultMessage="IFSC {ifsc}"
                        values={{ ifsc: <span translate="no">{account.ifsc}</span> }}
                      />
                    )}
                  </Typography>
                  {link?.linked_at ? (
                    <Typography variant="body2" color="textSecondary" noWrap>
                      {link.provider ? (
                        <FormattedMessage
                          id="banks.account.linkedVia"
                          defaultMessage="Linked {date} via {provider}"
                          values={{
                            date: format.date(link.linked_at),
                            provider: (
                              <span translate="no">{PROVIDER_NAMES[link.provider] ?? link.provider}</span>
                            ),
                          }}
                        />
                      ) : (
                        <FormattedMessage
                          id="banks.account.linked"
                          defaultMessage="Linked {date}"
                          values={{ date: format.date(link.linked_at) }}
                        />
                      )}
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
