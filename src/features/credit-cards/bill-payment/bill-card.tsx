import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { CardBill } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { dueInText, dueUrgency, payOptions } from '@/domain/cards/card-text';
import { dayMonthYearText } from '@/domain/dates/day-text';
import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';
import { copyToClipboard } from '@/native/clipboard';

import { StatementStatusChip } from '../status-chip';
import { PayBillDialog } from './pay-bill-dialog';

/** One card's bill: when it is due, the ways to settle it, and each amount ready to copy. */
export function BillCard({ bill, payOpen = false }: { bill: CardBill; payOpen?: boolean }) {
  const [paying, setPaying] = useState(payOpen);
  const options = payOptions({
    outstandingPaise: bill.outstanding_paise,
    minOutstandingPaise: bill.min_outstanding_paise,
  });
  const urgency = bill.outstanding_paise === 0 ? 'later' : dueUrgency(bill.days_to_due);
  const last4 = bill.masked_number.replace(/\D/g, '').slice(-4);
  return (
    <Card component="article" aria-label={`${bill.issuer} ${bill.card_name} bill`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" component="h3">
            {bill.issuer} {bill.card_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Card ending {last4}
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
        {bill.outstanding_paise === 0 ? 'Paid in full' : dueInText(bill.days_to_due)} · due date{' '}
        {dayMonthYearText(bill.due_date)}
      </Typography>
      {options.length > 0 && (
        <Box component="ul" aria-label="Ways to pay" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
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
                  {option.label}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {option.note}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700 }}>
                <Amount value={paise(option.amountPaise)} />
              </Typography>
              <IconButton
                aria-label={`Copy ${option.label.toLowerCase()} amount`}
                onClick={() => void copyToClipboard(formatInr(paise(option.amountPaise)))}
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
          aria-label={`Pay bill: ${bill.issuer} ${bill.card_name}`}
          aria-haspopup="dialog"
        >
          Pay bill
        </Button>
      )}
      {paying && <PayBillDialog bill={bill} open onClose={() => setPaying(false)} />}
      {bill.paid_paise > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Paid so far: <Amount value={paise(bill.paid_paise)} /> of{' '}
          <Amount value={paise(bill.total_due_paise)} />
        </Typography>
      )}
    </Card>
  );
}
