import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  defineMessages,
  FormattedMessage,
  type IntlShape,
  type MessageDescriptor,
  useIntl,
} from 'react-intl';

import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import {
  costedFundLines,
  type FundActionRatio,
  type FundInput,
  type FundLineKind,
  isFundAction,
} from '@/domain/mutual-funds/fund-lines';
import { defineText } from '@/domain/text/message';
import { useFormat } from '@/i18n/use-format';

import { HeadedCard } from './headed-card';
import { FIGURE_ROW } from './list-row';
import { unitsText } from './unit-texts';

// Here, not in fund-texts: only a fund's own page lists lines, so the area's first screen does not
// carry the words of every kind.
const KIND = defineText({
  id: 'mutualFunds.transactionKind',
  defaultMessage:
    '{kind, select, purchase {Purchase} sip {SIP instalment} redemption {Redemption} switch_in {Switch in} switch_out {Switch out} dividend_reinvest {IDCW reinvested} split {Unit split {from}:{to}} bonus {Bonus units {from}:{to}} other {Stamp duty}}',
});

/** The list's heading, each line's units and stamp duty, and the button that shows every line. */
const LIST: Record<'title' | 'units' | 'stampDuty' | 'showAll', MessageDescriptor> = defineMessages({
  title: { id: 'mutualFunds.fund.transactions', defaultMessage: 'Transactions' },
  units: { id: 'mutualFunds.fund.lineUnits', defaultMessage: '{day} · {units} units' },
  stampDuty: { id: 'mutualFunds.fund.stampDuty', defaultMessage: 'Including {amount} stamp duty' },
  showAll: { id: 'mutualFunds.fund.showAll', defaultMessage: 'Show all {count} transactions' },
});

/** "SIP instalment", "Redemption", "Unit split 1:10", "Bonus units 1:1", …. */
function kindText(intl: IntlShape, kind: FundLineKind, ratio?: FundActionRatio): string {
  return intl.formatMessage(KIND, { kind, from: ratio?.from ?? 0, to: ratio?.to ?? 0 });
}

/** Lines shown before "Show all": a year of monthly instalments. */
const FIRST_LINES = 12;

/**
 * Every transaction of the scheme in the customer's folios, newest first: each purchase with the
 * stamp duty of its day folded in (as the cost it adds to), redemptions with what they paid out,
 * splits and bonus units with the units they added and no money.
 */
export function FundTransactions({ holdings }: { holdings: readonly FundInput[] }) {
  const intl = useIntl();
  const { dayMonthYear } = useFormat();
  const [all, setAll] = useState(false);
  const lines = holdings
    .flatMap((fund) =>
      costedFundLines(fund.lines).map((line, index) => ({ line, key: `${fund.folioId}|${index}` })),
    )
    .sort((a, b) => (a.line.day === b.line.day ? 0 : a.line.day < b.line.day ? 1 : -1));
  const shown = all ? lines : lines.slice(0, FIRST_LINES);
  return (
    <HeadedCard headingId="fund-lines-heading" title={<FormattedMessage {...LIST.title} />}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map(({ line, key }) => {
          const stampPaise = line.costPaise - line.amountPaise;
          return (
            <Box component="li" key={key} sx={FIGURE_ROW}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {kindText(intl, line.kind, line.ratio)}
                </Typography>
                <Typography variant="caption" color="textSecondary" component="p">
                  <FormattedMessage
                    {...LIST.units}
                    values={{ day: dayMonthYear(line.day), units: unitsText(intl, line.unitsMilli) }}
                  />
                </Typography>
                {stampPaise > 0 && (
                  <Typography variant="caption" color="textSecondary" component="p">
                    <FormattedMessage
                      {...LIST.stampDuty}
                      values={{ amount: <Amount value={paise(stampPaise)} /> }}
                    />
                  </Typography>
                )}
              </Box>
              {/* A split or bonus moves no money: a ₹0 would read as a purchase for nothing. */}
              {!isFundAction(line.kind) && (
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {/* The kind says which way the money went ("Redemption", "SIP instalment"). */}
                  <Amount value={paise(line.costPaise)} />
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      {lines.length > shown.length && (
        <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
          <FormattedMessage {...LIST.showAll} values={{ count: lines.length }} />
        </Button>
      )}
    </HeadedCard>
  );
}
