import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { CardBill } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { dueInText, dueUrgency, payOptions } from '@/domain/cards/card-text';
import { paise } from '@/domain/money/paise';
import { defineText } from '@/domain/text/message';
import { trackPaymentStep } from '@/events/payment-steps';
import { StatementStatusChip } from '@/features/credit-cards/status-chip';
import { useFormat } from '@/i18n/use-format';
import { copyToClipboard } from '@/native/clipboard';

import { PayBillDialog } from './pay-bill-dialog';

/** The card's bill and its Pay button are named by hidden elements `${nameId}-bill` and `-pay`. */
const NAMES = {
  bill: defineText({ id: 'creditCards.bill.label', defaultMessage: '{card} bill' }),
  pay: defineText({ id: 'creditCards.bill.payLabel', defaultMessage: 'Pay bill: {card}' }),
};

/** One card's bill: when it is due, the ways to settle it, and each amount ready to copy. */
export function BillCard({ bill, payOpen = false }: { bill: CardBill; payOpen?: boolean }) {
  const intl = useIntl();
  const format = useFormat();
  const [paying, setPaying] = useState(payOpen);
  const options = payOptions({
    outstandingPaise: bill.outstanding_paise,
    minOutstandingPaise: bill.min_outstanding_paise,
  });
  const urgency = bill.outstanding_paise === 0 ? 'later' : dueUrgency(bill.days_to_due);
  const last4 = bill.masked_number.replace(/\D/g, '').slice(-4);
  const nameId = `card-${bill.card_id}`;
  const cardText = `${bill.issuer} ${bill.card_name}`;
  const cardName = <span translate="no">{cardText}</span>;
  return (
    <Card component="article" aria-labelledby={`${nameId}-bill`} sx={{ p: 2 }}>
      {/* Names that hold the card's name, which is data: kept apart (translate="no") in hidden elements. */}
      {(['bill', 'pay'] as const).map((name) => (
        <span key={name} id={`${nameId}-${name}`} hidden>
          <FormattedMessage {...NAMES[name]} values={{ card: cardName }} />
        </span>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" component="h3" translate="no">
            {bill.issuer} {bill.card_name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage
              id="creditCards.card.ending"
              defaultMessage="Card ending {last4}"
              values={{ last4 }}
            />
          </Typography>
        </Box>
        <StatementStatusChip status={bill.status} />
      </Box>
      <Typography
        variant="body2"
        sx={(theme) => ({
          mt: 1,
          fontWeight: urgency === 'later' ? 400 : 700,
          // The brand orange is under 4.5:1 as small text on either background: a shade of it.
          color:
            urgency === 'late'
              ? theme.palette.error.main
              : urgency === 'soon'
                ? theme.palette.mode === 'light'
                  ? theme.palette.warning.dark
                  : theme.palette.warning.light
                : theme.palette.text.secondary,
        })}
      >
        <FormattedMessage
          id="creditCards.bill.dueLine"
          defaultMessage="{state} · due date {date}"
          values={{
            state:
              bill.outstanding_paise === 0
                ? intl.formatMessage({ id: 'creditCards.bill.paidInFull', defaultMessage: 'Paid in full' })
                : intl.formatMessage(dueInText(bill.days_to_due), dueInText(bill.days_to_due).values),
            date: format.dayMonthYear(bill.due_date),
          }}
        />
      </Typography>
      {options.length > 0 && (
        <Box
          component="ul"
          aria-label={intl.formatMessage({ id: 'creditCards.bill.waysToPay', defaultMessage: 'Ways to pay' })}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {options.map((option) => (
            <Box
              component="li"
              key={option.kind}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1.5,
                mt: 1,
                borderRadius: 2,
                border: 1,
                borderColor: option.kind === 'total' ? 'primary.main' : 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {intl.formatMessage(option.label)}
                </Typography>
                <Typography variant="caption" color="textSecondary" component="p">
                  {intl.formatMessage(option.note)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700 }}>
                <Amount value={paise(option.amountPaise)} />
              </Typography>
              <IconButton
                aria-label={
                  option.kind === 'total'
                    ? intl.formatMessage({
                        id: 'creditCards.bill.copyTotal',
                        defaultMessage: 'Copy total due amount',
                      })
                    : intl.formatMessage({
                        id: 'creditCards.bill.copyMinimum',
                        defaultMessage: 'Copy minimum due amount',
                      })
                }
                onClick={() => void copyToClipboard(format.inr(paise(option.amountPaise)))}
                size="small"
              >
                <ContentCopy fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {options.length > 0 && (
        <Button
          variant="contained"
          fullWidth
          sx={{ mt: 1.5 }}
          onClick={() => {
            trackPaymentStep('card-bill', 'started');
            setPaying(true);
          }}
          // The name starts with what the button shows (speech users say "Pay bill"), then whose bill.
          aria-labelledby={`${nameId}-pay`}
          aria-haspopup="dialog"
        >
          <FormattedMessage id="creditCards.bill.pay" defaultMessage="Pay bill" />
        </Button>
      )}
      {paying && <PayBillDialog bill={bill} open onClose={() => setPaying(false)} />}
      {bill.paid_paise > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          <FormattedMessage
            id="creditCards.bill.paidSoFar"
            defaultMessage="Paid so far: {paid} of {total}"
            values={{
              paid: <Amount value={paise(bill.paid_paise)} />,
              total: <Amount value={paise(bill.total_due_paise)} />,
            }}
          />
        </Typography>
      )}
    </Card>
  );
}
