import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import type { GainTerm } from '@/domain/capital-gains/classify';
import { MILLI_UNITS_PER_UNIT } from '@/domain/capital-gains/lots';
import type { Paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import type { OpenLots, SoldPiece } from './capital-gains-screen';
import { termText } from './gains-texts';

/** A demat account (its broker and depository) or a folio (its fund house and number). */
type Holding = { id: string; name: string; detail: string };

/** What one security sold in one holding on one day came to. */
type Sale = {
  key: string;
  holdingId: string;
  name: string;
  saleDay: string;
  units: number;
  gainPaise: number;
  term: GainTerm | 'mixed';
  pieces: readonly SoldPiece[];
};

type Props = {
  holdings: readonly Holding[];
  sales: readonly Sale[];
  onOpen: (lots: OpenLots) => void;
};

/**
 * The year's sales, newest first, under the demat account or the folio they were made from; each
 * opens its lots.
 */
export function SalesList({ holdings, sales, onOpen }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const withSales = holdings.filter((holding) => sales.some((sale) => sale.holdingId === holding.id));
  if (withSales.length === 0) return null;
  return (
    <section aria-labelledby="cg-sales-heading">
      <Typography id="cg-sales-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="capitalGains.sales" defaultMessage="Sales" />
      </Typography>
      {withSales.map((holding) => {
        const headingId = `cg-holding-${holding.id}`;
        return (
          <Card key={holding.id} component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
            <Typography id={headingId} variant="h4" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
              <FormattedMessage
                id="capitalGains.account"
                defaultMessage="{broker} · {depository}"
                values={{
                  broker: <span translate="no">{holding.name}</span>,
                  depository: holding.detail,
                }}
              />
            </Typography>
            <List dense disablePadding aria-labelledby={headingId}>
              {sales
                .filter((sale) => sale.holdingId === holding.id)
                .map((sale) => {
                  const detail = intl.formatMessage(
                    {
                      id: 'capitalGains.saleDetail',
                      defaultMessage:
                        '{date} · {fund, select, yes {{shown} units} other {{units, plural, one {# share} other {# shares}}}} · {term}',
                    },
                    {
                      date: format.dayMonthYear(sale.saleDay),
                      fund: sale.pieces[0]?.fund === true ? 'yes' : 'no',
                      units: sale.units / MILLI_UNITS_PER_UNIT,
                      shown: format.number(sale.units / MILLI_UNITS_PER_UNIT, { decimals: 3 }),
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
