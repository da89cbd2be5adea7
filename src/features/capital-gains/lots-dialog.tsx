import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import { FactList } from '@/components/facts/fact-list';
import { MILLI_UNITS_PER_UNIT } from '@/domain/capital-gains/lots';
import type { Paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import type { OpenLots } from './capital-gains-screen';
import { termText } from './gains-texts';

/** The lots behind a figure or a sale: each bought lot a sale was matched to, first in first out. */
export function LotsDialog({ open, onClose }: { open: OpenLots | null; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const pieces = open?.pieces ?? [];
  return (
    <Dialog open={open !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cg-lots-title">
      <DialogTitle id="cg-lots-title">{open?.title}</DialogTitle>
      <DialogContent dividers>
        {pieces.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage id="capitalGains.lots.none" defaultMessage="No lots were sold here." />
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {pieces.map((piece) => {
              const units = piece.units / MILLI_UNITS_PER_UNIT;
              return (
                <Box
                  component="li"
                  key={`${piece.holdingId}-${piece.isin}-${piece.lotId}-${piece.saleDay}`}
                  sx={{
                    borderBottom: 1,
                    borderColor: 'divider',
                    pb: 2,
                    '&:last-child': { border: 0, pb: 0 },
                  }}
                >
                  <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }} translate="no">
                    {piece.name}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                    <Chip size="small" label={termText(intl, piece.term)} />
                    {piece.grandfathered && (
                      <Chip
                        size="small"
                        color="info"
                        label={intl.formatMessage({
                          id: 'capitalGains.lots.grandfathered',
                          defaultMessage: 'Grandfathered (31 Jan 2018 price)',
                        })}
                      />
                    )}
                  </Box>
                  <FactList
                    facts={[
                      [
                        intl.formatMessage({ id: 'capitalGains.lots.bought', defaultMessage: 'Bought on' }),
                        format.dayMonthYear(piece.buyDay),
                      ],
                      [
                        intl.formatMessage(
                          {
                            id: 'capitalGains.lots.units',
                            defaultMessage: '{fund, select, yes {Units} other {Shares}}',
                          },
                          { fund: piece.fund ? 'yes' : 'no' },
                        ),
                        format.number(units, { decimals: Number.isInteger(units) ? 0 : 3 }),
                      ],
                      [
                        intl.formatMessage({ id: 'capitalGains.lots.cost', defaultMessage: 'Cost' }),
                        <Amount key="cost" value={piece.costPaise as Paise} />,
                      ],
                      ...(piece.costForTaxPaise === piece.costPaise
                        ? []
                        : ([
                            [
                              intl.formatMessage({
                                id: 'capitalGains.lots.costForTax',
                                defaultMessage: 'Cost counted for tax',
                              }),
                              <Amount key="tax-cost" value={piece.costForTaxPaise as Paise} />,
                            ],
                          ] as const)),
                      [
                        intl.formatMessage({ id: 'capitalGains.lots.sold', defaultMessage: 'Sold on' }),
                        format.dayMonthYear(piece.saleDay),
                      ],
                      [
                        intl.formatMessage(
                          {
                            id: 'capitalGains.lots.price',
                            defaultMessage:
                              '{fund, select, yes {Sale price a unit} other {Sale price a share}}',
                          },
                          { fund: piece.fund ? 'yes' : 'no' },
                        ),
                        <Amount
                          key="price"
                          value={
                            Math.round((piece.proceedsPaise * MILLI_UNITS_PER_UNIT) / piece.units) as Paise
                          }
                        />,
                      ],
                      [
                        intl.formatMessage({ id: 'capitalGains.lots.daysHeld', defaultMessage: 'Days held' }),
                        format.count(piece.daysHeld),
                      ],
                      [
                        intl.formatMessage({ id: 'capitalGains.lots.gain', defaultMessage: 'Gain' }),
                        <Amount key="gain" value={piece.gainPaise as Paise} signed />,
                      ],
                    ]}
                  />
                </Box>
              );
            })}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="capitalGains.lots.close" defaultMessage="Close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
