import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import type { HarvestHint, HarvestSale, HeldLot } from '@/domain/capital-gains/harvest';
import type { Paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import { useUnitsText } from './unrealised-gains';

/** A lot still held, with the security and holding it is in. */
export type NamedHeldLot = HeldLot & { isin: string; name: string; holdingName: string; fund: boolean };

function SaleLines({ sales }: { sales: readonly HarvestSale<NamedHeldLot>[] }) {
  const format = useFormat();
  const unitsText = useUnitsText();
  return (
    <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
      {sales.map((sale) => (
        <li key={`${sale.lot.holdingName}-${sale.lot.isin}-${sale.lot.lotId}`}>
          <Typography variant="body2">
            <FormattedMessage
              id="capitalGains.harvest.line"
              defaultMessage="{name} ({holding}): sell {units} bought {date}, {gain}"
              values={{
                name: <span translate="no">{sale.lot.name}</span>,
                holding: <span translate="no">{sale.lot.holdingName}</span>,
                units: unitsText(sale.unitsMilli, sale.lot.fund),
                date: format.dayMonthYear(sale.lot.buyDay),
                gain: <Amount value={sale.gainPaise as Paise} signed />,
              }}
            />
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** "Ways to save tax this year": the 112A exemption left and how to use it, and losses to offset gains. */
export function HarvestCard({ hint }: { hint: HarvestHint<NamedHeldLot> }) {
  const booked = hint.shortTermToOffsetPaise + hint.longTermToOffsetPaise > 0;
  return (
    <Card component="section" aria-labelledby="cg-harvest-heading" sx={{ p: 2, mb: 2 }}>
      <Typography id="cg-harvest-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="capitalGains.harvest.title" defaultMessage="Ways to save tax this year" />
      </Typography>
      <Typography variant="body2">
        <FormattedMessage
          id="capitalGains.harvest.left"
          defaultMessage="Section 112A exemption left this year: {left}"
          values={{ left: <Amount value={hint.exemptionLeftPaise as Paise} /> }}
        />
      </Typography>
      {hint.gains.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <FormattedMessage
              id="capitalGains.harvest.gains"
              defaultMessage="Selling these long-term lots, largest gain first, would book {gains} of gains tax free:"
              values={{ gains: <Amount value={hint.gainsPaise as Paise} /> }}
            />
          </Typography>
          <SaleLines sales={hint.gains} />
        </>
      )}
      {booked && hint.losses.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <FormattedMessage
              id="capitalGains.harvest.losses"
              defaultMessage="Taxable gains booked this year: {short} short term, {long} long term. Selling these lots at a loss would offset {offset}:"
              values={{
                short: <Amount value={hint.shortTermToOffsetPaise as Paise} />,
                long: <Amount value={hint.longTermToOffsetPaise as Paise} />,
                offset: <Amount value={hint.offsetPaise as Paise} />,
              }}
            />
          </Typography>
          <SaleLines sales={hint.losses} />
        </>
      )}
      {hint.gains.length === 0 && !(booked && hint.losses.length > 0) && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <FormattedMessage id="capitalGains.harvest.none" defaultMessage="Nothing to suggest this year." />
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        <FormattedMessage
          id="capitalGains.harvest.note"
          defaultMessage="A hint, not advice. Selling and buying back starts a new holding period, and short-term losses offset any gain, long-term losses only long-term gains."
        />
      </Typography>
    </Card>
  );
}
