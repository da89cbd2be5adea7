import List from '@mui/material/List';
import { FormattedMessage, useIntl } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import type { GainTerm } from '@/domain/capital-gains/classify';
import { MILLI_UNITS_PER_UNIT } from '@/domain/capital-gains/lots';
import type { Paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import type { OpenLots, SoldPiece } from './capital-gains-screen';
import { FigureRow } from './figure-row';
import { termText } from './gains-texts';
import { HeadedCard, HeadedSection } from './headed-sections';

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
    <HeadedSection
      headingId="cg-sales-heading"
      title={<FormattedMessage id="capitalGains.sales" defaultMessage="Sales" />}
    >
      {withSales.map((holding) => {
        const headingId = `cg-holding-${holding.id}`;
        return (
          <HeadedCard
            key={holding.id}
            headingId={headingId}
            level="h3"
            title={
              <FormattedMessage
                id="capitalGains.account"
                defaultMessage="{broker} · {depository}"
                values={{
                  broker: <span translate="no">{holding.name}</span>,
                  depository: holding.detail,
                }}
              />
            }
          >
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
                    <FigureRow
                      key={sale.key}
                      label={<span translate="no">{sale.name}</span>}
                      detail={detail}
                      amount={<Amount value={sale.gainPaise as Paise} signed />}
                      onClick={() =>
                        onOpen({
                          title: intl.formatMessage(
                            { id: 'capitalGains.saleTitle', defaultMessage: '{name} sold on {date}' },
                            { name: sale.name, date: format.dayMonthYear(sale.saleDay) },
                          ),
                          pieces: sale.pieces,
                        })
                      }
                    />
                  );
                })}
            </List>
          </HeadedCard>
        );
      })}
    </HeadedSection>
  );
}
