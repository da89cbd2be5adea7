import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { Amount } from '@/components/amount/amount';
import { dayMonthText } from '@/domain/dates/day-text';
import { paise } from '@/domain/money/paise';
import { DUE_HORIZON_DAYS, type DueWeek } from '@/domain/wealth/due-timeline';

/** Weeks shown before "Show all": the next month, so home stays short. */
const WEEKS_AT_FIRST = 4;

/** "What falls due": the next 60 days by week, each week with its total. */
export function DueSection({ weeks, loading }: { weeks: readonly DueWeek[]; loading: boolean }) {
  const [all, setAll] = useState(false);
  const shown = all ? weeks : weeks.slice(0, WEEKS_AT_FIRST);
  return (
    <Box component="section" aria-labelledby="due-heading">
      <Typography id="due-heading" variant="h3" component="h2">
        What falls due
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The next {DUE_HORIZON_DAYS} days: EMIs, card bills, regular payments and premiums.
      </Typography>
      {loading && weeks.length === 0 ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading what falls due" />
      ) : weeks.length === 0 ? (
        <Card sx={{ p: 2 }}>
          <Typography>Nothing falls due in the next {DUE_HORIZON_DAYS} days.</Typography>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {shown.map((week) => (
            <Card
              key={week.start}
              component="section"
              aria-labelledby={`due-week-${week.start}`}
              sx={{ p: 2 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.5 }}>
                <Typography id={`due-week-${week.start}`} component="h3" sx={{ fontWeight: 700, flex: 1 }}>
                  {week.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Total <Amount value={week.total} />
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
                        color="text.secondary"
                        sx={{ width: 52, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
                      >
                        {dayMonthText(item.dueDate)}
                      </Typography>
                      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                        <Typography component="span" sx={{ display: 'block' }}>
                          {item.title}
                        </Typography>
                        {item.detail !== null && (
                          <Typography
                            component="span"
                            variant="body2"
                            color="text.secondary"
                            sx={{ display: 'block' }}
                          >
                            {item.detail}
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
              Show all {weeks.length} weeks
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
