import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { NavlinkButton } from '@/components/navigation/navlink-button';
import { categoryText } from '@/domain/spending/category-names';
import type { Text } from '@/domain/text/message';
import type { AttentionItem } from '@/domain/wealth/attention';

import { formatWithData } from './data-values';
import { ListSection } from './list-section';

/**
 * "Needs attention": one list, most urgent first; each item says what and when, with one button to
 * where it is acted on (followed through the one navlink executor, like a backend navlink). Says so
 * when nothing needs attention.
 */
export const AttentionSection = memo(function AttentionSection({
  items,
  loading,
}: {
  items: readonly AttentionItem[];
  loading: boolean;
}) {
  const intl = useIntl();
  /** An item's message, with a budget's category worded in the language. */
  const extra = (item: AttentionItem): Record<string, string> => {
    const category = item.category === undefined ? null : categoryText(item.category);
    return category === null ? {} : { category: intl.formatMessage(category) };
  };
  const say = (item: AttentionItem, text: Text) =>
    intl.formatMessage(text, { ...text.values, ...extra(item) });
  /** On screen, names (cards, banks) are marked as data. */
  const show = (item: AttentionItem, text: Text) => formatWithData(intl, text, extra(item));
  return (
    <ListSection
      id="attention-heading"
      heading={<FormattedMessage id="home.attention.heading" defaultMessage="Needs attention" />}
      empty={items.length === 0}
      loading={loading}
      loadingLabel={intl.formatMessage({
        id: 'home.attention.loading',
        defaultMessage: 'Loading what needs attention',
      })}
      loadingHeight={88}
      none={
        <Card sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CheckCircleOutline color="success" aria-hidden />
          <Typography>
            <FormattedMessage
              id="home.attention.none"
              defaultMessage="Nothing needs your attention right now."
            />
          </Typography>
        </Card>
      }
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <li key={item.id}>
            <Card sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <ErrorOutline
                aria-hidden
                sx={{
                  mt: 0.25,
                  color:
                    item.kind === 'EMI_OVERDUE' || item.kind === 'CONSENT_FAILED'
                      ? 'error.main'
                      : 'warning.main',
                }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {show(item, item.title)}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {say(item, item.when)}
                </Typography>
              </Box>
              <NavlinkButton
                navlink={item.href}
                size="small"
                variant="outlined"
                aria-label={intl.formatMessage(
                  { id: 'home.attention.actionName', defaultMessage: '{action}: {title}' },
                  { action: say(item, item.action), title: say(item, item.title) },
                )}
                sx={{ flexShrink: 0, alignSelf: 'center' }}
              >
                {say(item, item.action)}
              </NavlinkButton>
            </Card>
          </li>
        ))}
      </Box>
    </ListSection>
  );
});
