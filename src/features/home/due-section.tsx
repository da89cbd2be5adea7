import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import type { Text } from '@/domain/text/message';
import { DUE_HORIZON_DAYS, type DueWeek } from '@/domain/wealth/due-timeline';
import { useFormat } from '@/i18n/use-format';

import { formatWithData } from './data-values';
import { ListSection } from './list-section';

/** Weeks shown before "Show all": the next month, so home stays short. */
const WEEKS_AT_FIRST = 4;

/** "What falls due": the next 60 days by week, each week with its total. */
export const DueSection = memo(function DueSection({
  weeks,
  loading,
}: {
  weeks: readonly DueWeek[];
  loading: boolean;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? weeks : weeks.slice(0, WEEKS_AT_FIRST);
  const intl = useIntl();
  const format = useFormat();
  const say = (text: Text) => intl.formatMessage(text, text.values);
  // A payee's name, a fund's or an insurer is data: shown as sent, never translated.
  const words = (text: Text | string) =>
    typeof text === 'string' ? <span translate="no">{text}</span> : formatWithData(intl, text);
  return (
    <ListSection
      id="due-heading"
      heading={<FormattedMessage id="home.due.heading" defaultMessage="What falls due" />}
      intro={
        <FormattedMessage
          id="home.due.intro"
          defaultMessage="The next {days} days: EMIs, card bills, SIPs, regular payments and premiums."
          values={{ days: DUE_HORIZON_DAYS }}
        />
      }
      empty={weeks.length === 0}
      loading={loading}
      loadingLabel={intl.formatMessage({ id: 'home.due.loading', defaultMessage: 'Loading what falls due' })}
      loadingHeight={160}
      none={
        <Card sx={{ p: 2 }}>
          <Typography>
            <FormattedMessage
              id="home.due.none"
              defaultMessage="Nothing falls due in the next {days} days."
              values={{ days: DUE_HORIZON_DAYS }}
            />
          </Typography>
        </Card>
      }
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {shown.map((week) => (
          <Card key={week.start} component="section" aria-labelledby={`due-week-${week.start}`} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.5 }}>
              <Typography id={`due-week-${week.start}`} component="h3" sx={{ fontWeight: 700, flex: 1 }}>
                {say(week.label)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                <FormattedMessage
                  id="home.due.weekTotal"
                  defaultMessage="Total {amount}"
                  values={{ amount: <Amount value={week.total} /> }}
                />
              </Typography>
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {week.items.map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
                >
                  <Box
                    component={RouterLink}
                    to={item.href}
                    sx={{
                      display: 'flex',
                      gap: 1.5,
                      py: 1,
                      color: 'text.primary',
                      textDecoration: 'none',
                      '&:hover, &:focus-visible': { color: 'primary.main' },
                    }}
                  >
                    <Typography
                      component="span"
                      variant="body2"
                      color="textSecondary"
                      sx={{ minWidth: 52, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
                    >
                      {format.dayMonth(item.dueDate)}
                    </Typography>
                    <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                      <Typography component="span" sx={{ display: 'block' }}>
                        {words(item.title)}
                      </Typography>
                      {item.detail !== null && (
                        <Typography
                          component="span"
                          variant="body2"
                          color="textSecondary"
                          sx={{ display: 'block' }}
                        >
                          {words(item.detail)}
                        </Typography>
                      )}
                    </Box>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      <Amount value={paise(item.amountPaise)} />
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Card>
        ))}
        {weeks.length > shown.length && (
          <Button onClick={() => setAll(true)} sx={{ justifySelf: 'start' }}>
            <FormattedMessage
              id="home.due.showAll"
              defaultMessage="Show all {count} weeks"
              values={{ count: weeks.length }}
            />
          </Button>
        )}
      </Box>
    </ListSection>
  );
});
