import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import type { EmiRow } from '@/api/schemas/insta-cash';
import { daysFromTo } from '@/domain/dates/iso-day';
import { AmountFigure } from '@/features/insta-cash/amount-figure';
import { EmiStatusChip } from '@/features/insta-cash/emi-status-chip';
import { useFormat } from '@/i18n/use-format';

/** What the row says of itself: its name (whether it is overdue), its number and date, when it was paid. */
const ROW: Record<'labelOverdue' | 'label' | 'title' | 'paidOn', MessageDescriptor> = defineMessages({
  labelOverdue: { id: 'instaCash.instalment.labelOverdue', defaultMessage: 'Instalment {number}, overdue' },
  label: { id: 'instaCash.instalment.label', defaultMessage: 'Instalment {number}' },
  title: { id: 'instaCash.instalment.title', defaultMessage: '#{number} · {date}' },
  paidOn: { id: 'instaCash.instalment.paidOn', defaultMessage: 'Paid on {date}' },
});

/** One instalment: due date and state, then the EMI split into principal and interest, and the balance after. */
export function InstalmentRow({ row, today }: { row: EmiRow; today: string }) {
  const intl = useIntl();
  const format = useFormat();
  const overdue = row.status === 'OVERDUE';
  const late = overdue ? Math.max(1, daysFromTo(row.due_date, today)) : 0;
  return (
    <Card
      component="li"
      aria-label={intl.formatMessage(overdue ? ROW.labelOverdue : ROW.label, { number: row.installment_no })}
      sx={{
        p: 1.5,
        borderLeft: 4,
        borderLeftColor: overdue ? 'error.main' : row.status === 'DUE' ? 'warning.main' : 'transparent',
        bgcolor: overdue ? 'rgba(198,40,40,0.06)' : undefined,
        opacity: row.status === 'PAID' ? 0.85 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, flex: 1 }}>
          <FormattedMessage
            {...ROW.title}
            values={{ number: row.installment_no, date: format.dayMonthYear(row.due_date) }}
          />
        </Typography>
        <EmiStatusChip status={row.status} />
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5, mt: 1 }}
        className="tabular-nums"
      >
        {SPLIT_FIELDS.map((field) => (
          <Cell
            key={field}
            label={intl.formatMessage(SPLIT[field])}
            value={row[field]}
            strong={field === 'emi_paise'}
          />
        ))}
      </Box>
      {overdue && (
        <Typography
          variant="body2"
          sx={{ mt: 1, color: 'error.main', display: 'flex', gap: 0.5, alignItems: 'center' }}
        >
          <WarningAmber fontSize="small" aria-hidden />
          <FormattedMessage
            id="instaCash.instalment.overdueBy"
            defaultMessage="Overdue by {days, plural, one {# day} other {# days}}: pay now to avoid penal charges."
            values={{ days: late }}
          />
        </Typography>
      )}
      {row.paid_on !== null && (
        <Typography variant="caption" color="textSecondary">
          <FormattedMessage {...ROW.paidOn} values={{ date: format.dayMonthYear(row.paid_on) }} />
        </Typography>
      )}
    </Card>
  );
}

/** The instalment's split, in the order shown: the EMI, its principal and interest, the balance after. */
const SPLIT_FIELDS = ['emi_paise', 'principal_paise', 'interest_paise', 'closing_principal_paise'] as const;

/** Each part's name, under the field of the row that holds it. */
const SPLIT = defineMessages({
  emi_paise: { id: 'instaCash.instalment.emi', defaultMessage: 'EMI' },
  principal_paise: { id: 'instaCash.instalment.principal', defaultMessage: 'Principal' },
  interest_paise: { id: 'instaCash.instalment.interest', defaultMessage: 'Interest' },
  closing_principal_paise: { id: 'instaCash.instalment.balance', defaultMessage: 'Balance' },
});

function Cell({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <AmountFigure
      label={label}
      value={value}
      compact={value >= 10_000_000}
      variant="body2"
      sx={{ fontWeight: strong ? 700 : 500, fontSize: '0.8rem' }}
      shrink
    />
  );
}
