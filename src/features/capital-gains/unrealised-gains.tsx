import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import type { ClassifiedPiece } from '@/domain/capital-gains/classify';
import { MILLI_UNITS_PER_UNIT } from '@/domain/capital-gains/lots';
import type { UnrealisedHolding } from '@/domain/capital-gains/unrealised';
import type { Paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import { termText } from './gains-texts';
import { HeadedCard, HeadedSection } from './headed-sections';

/** One security held in one demat account or folio, at today's price. */
export type HeldHolding = {
  key: string;
  isin: string;
  name: string;
  /** The broker, or the fund house and folio. */
  holdingName: string;
  fund: boolean;
  holding: UnrealisedHolding;
};

/** "12 shares" or "12.345 units". */
export function useUnitsText() {
  const intl = useIntl();
  const format = useFormat();
  return (units: number, fund: boolean) =>
    intl.formatMessage(
      {
        id: 'capitalGains.held.units',
        defaultMessage:
          '{fund, select, yes {{shown} units} other {{units, plural, one {# share} other {# shares}}}}',
      },
      {
        fund: fund ? 'yes' : 'no',
        units: units / MILLI_UNITS_PER_UNIT,
        shown: format.number(units / MILLI_UNITS_PER_UNIT, { decimals: 3 }),
      },
    );
}

/** Short or long term today, and when a short-term lot turns long term (never under 50AA). */
function TermToday({ lot }: { lot: ClassifiedPiece }) {
  const intl = useIntl();
  const format = useFormat();
  if (lot.term === 'long') return <>{termText(intl, 'long')}</>;
  if (lot.longTermFrom === null)
    return (
      <FormattedMessage
        id="capitalGains.held.slab"
        defaultMessage="Short term · Slab rate whatever the holding"
      />
    );
  return (
    <FormattedMessage
      id="capitalGains.held.longFrom"
      defaultMessage="Short term · Long term from {date}"
      values={{ date: format.dayMonthYear(lot.longTermFrom) }}
    />
  );
}

/**
 * What the shares and fund units still held would book if sold today: each holding's open lots,
 * first in first out, at today's price or latest NAV, with when each turns long term.
 */
export function UnrealisedGains({ holdings }: { holdings: readonly HeldHolding[] }) {
  const format = useFormat();
  const unitsText = useUnitsText();
  if (holdings.length === 0) return null;
  return (
    <HeadedSection
      headingId="cg-held-heading"
      title={<FormattedMessage id="capitalGains.held.title" defaultMessage="Unrealised gains" />}
    >
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        <FormattedMessage
          id="capitalGains.held.note"
          defaultMessage="What your holdings would book if sold today, at today’s price or latest NAV, oldest lot first."
        />
      </Typography>
      {holdings.map(({ key, name, holdingName, fund, holding }) => {
        const headingId = `cg-held-${key}`;
        return (
          <HeadedCard key={key} headingId={headingId} level="h3" title={<span translate="no">{name}</span>}>
            <Typography variant="body2" color="textSecondary" translate="no">
              {holdingName}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              <FormattedMessage
                id="capitalGains.held.totals"
                defaultMessage="{units} · cost {cost} · value {value} · gain {gain}"
                values={{
                  units: unitsText(holding.unitsMilli, fund),
                  cost: <Amount value={holding.costPaise as Paise} />,
                  value: <Amount value={holding.valuePaise as Paise} />,
                  gain: <Amount value={holding.gainPaise as Paise} signed />,
                }}
              />
            </Typography>
            {/* A SIP folio holds a lot a month: the lots fold away, the holding's totals stay in view. */}
            <Box component="details" sx={{ mt: 1 }}>
              <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
                <FormattedMessage
                  id="capitalGains.held.lots"
                  defaultMessage="{count, plural, one {# lot} other {# lots}}"
                  values={{ count: holding.lots.length }}
                />
              </Box>
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {holding.lots.map((lot) => (
                  <Box component="li" key={lot.lotId} sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
                    <Typography variant="body2">
                      <FormattedMessage
                        id="capitalGains.held.lot"
                        defaultMessage="Bought {date}: {units} · cost {cost} · value {value} · gain {gain}"
                        values={{
                          date: format.dayMonthYear(lot.buyDay),
                          units: unitsText(lot.units, fund),
                          cost: <Amount value={lot.costPaise as Paise} />,
                          value: <Amount value={lot.proceedsPaise as Paise} />,
                          gain: <Amount value={lot.gainPaise as Paise} signed />,
                        }}
                      />
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      <TermToday lot={lot} />
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          </HeadedCard>
        );
      })}
    </HeadedSection>
  );
}
