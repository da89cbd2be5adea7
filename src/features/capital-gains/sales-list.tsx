import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { TradeHistoryAccount } from '@/api/schemas/capital-gains';
import { Amount } from '@/components/amount/amount';
import type { EquitySale } from '@/domain/capital-gains/from-trades';
import { MILLI_UNITS_PER_UNIT } from '@/domain/capital-gains/lots';
import type { Paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import type { OpenLots } from './capital-gains-screen';
import { termText } from './gains-texts';

type Props = {
  accounts: readonly TradeHistoryAccount[];
  sales: readonly EquitySale[];
  onOpen: (lots: OpenLots) => void;
};

/** The year's sales, newest first, under the demat account they were made from; each opens its lots. */
export function SalesList({ accounts, sales, onOpen }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const withSales = accounts.filter((account) => sales.some((sale) => sale.accountId === account.account_id));
  if (withSales.length === 0) return null;
  return (
    <section aria-labelledby="cg-sales-heading">
      <Typography id="cg-sales-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="capitalGains.sales" defaultMessage="Sales" />
      </Typography>
      {withSales.map((account) => {
        const headingId = `cg-account-${account.account_id}`;
        return (
          <Card key={account.account_id} component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
            <Typography id={headingId} variant="h4" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
              <FormattedMessage
                id="capitalGains.account"
                defaultMessage="{broker} · {depository}"
                values={{
                  broker: <span translate="no">{account.broker_name}</span>,
                  depository: account.depository,
                }}
              />
            </Typography>
            <List dense disablePadding aria-labelledby={headingId}>
              {sales
                .filter((sale) => sale.accountId === account.account_id)
                .map((sale) => {
                  const detail = intl.formatMessage(
                    {
                      id: 'capitalGains.saleDetail',
                      defaultMessage: '{date} · {units, plural, one {# share} other {# shares}} · {term}',
                    },
                    {
                      date: format.dayMonthYear(sale.saleDay),
                      units: sale.units / MILLI_UNITS_PER_UNIT,
                      term: termText(intl, sale.term),
                    },
                  );
                  return (
                    <li key={sale.key}>
                      <ListItemButton
                        sx={{ px: 1, gap: 1, borderRadius: 1 }}
                        onClick={() =>
                          onOpen({
                            title: intl.formatMessage(
                              { id: 'capitalGains.saleTitle', defaultMessage: '{name} sold on {date}' },
                              { name: sale.name, date: format.dayMonthYear(sale.saleDay) },
                            ),
                            pieces: sale.pieces,
                          })
                        }
                      >
                        <ListItemText primary={<span translate="no">{sale.name}</span>} secondary={detail} />
                        <Typography component="span" sx={{ fontWeight: 700, textAlign: 'right' }}>
                          <Amount value={sale.gainPaise as Paise} signed />
                        </Typography>
                      </ListItemButton>
                    </li>
                  );
                })}
            </List>
          </Card>
        );
      })}
    </section>
  );
}
