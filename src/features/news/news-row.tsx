import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { isAllowedImageUrl, isHttpsUrl, type NewsItem } from '@/api/schemas/stories';
import { useFormat } from '@/i18n/use-format';

import { CATEGORY_LABELS } from './news-text';

/** Punctuation between the parts of a line: the same in every language. */
const SEPARATOR = ' · ';

/**
 * One story: where and when, the headline, the tickers, a thumbnail. Opens the source's page in a
 * new tab. Images come only from the allow-listed asset hosts (docs/product.md#business-constants); a broken
 * one folds away.
 */
export function NewsRow({ item, now, markLive = true }: { item: NewsItem; now: number; markLive?: boolean }) {
  const intl = useIntl();
  const format = useFormat();
  const [imageFailed, setImageFailed] = useState(false);
  const image =
    item.image_url !== null && isAllowedImageUrl(item.image_url) && !imageFailed ? item.image_url : null;
  const when = format.relative(item.published_at, now);
  const safeUrl = isHttpsUrl(item.url) ? item.url : undefined;
  return (
    <Card component="article" aria-labelledby={`news-${item.id}`}>
      <CardActionArea
        component="a"
        href={safeUrl}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ p: 1.75, display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {markLive && item.is_live && (
              <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
                <FormattedMessage id="news.row.live" defaultMessage="LIVE" />
                {SEPARATOR}
              </Box>
            )}
            {intl.formatMessage(CATEGORY_LABELS[item.category])}
            {SEPARATOR}
            <span translate="no">{item.source}</span>
            {SEPARATOR}
            <time dateTime={item.published_at}>{when}</time>
          </Typography>
          <Typography
            id={`news-${item.id}`}
            component="h2"
            translate="no"
            sx={{
              fontWeight: 650,
              fontSize: '0.98rem',
              lineHeight: 1.35,
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.headline}
          </Typography>
          {item.symbols.length > 0 && (
            <Box sx={{ display: 'flex', gap: 0.5, mt: 0.75, flexWrap: 'wrap' }} translate="no">
              {item.symbols.slice(0, 3).map((symbol) => (
                <Box
                  key={symbol}
                  component="span"
                  sx={{
                    fontSize: '0.7rem',
                    fontWeight: 700,
                    letterSpacing: '0.03em',
                    px: 0.75,
                    py: 0.25,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    color: 'text.secondary',
                  }}
                >
                  {symbol}
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Box
          aria-hidden
          sx={{
            width: 76,
            height: 76,
            borderRadius: 2,
            flexShrink: 0,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: image === null ? 'none' : 'block',
          }}
        >
          {image !== null && (
            <img
              src={image}
              alt=""
              width={76}
              height={76}
              loading="lazy"
              decoding="async"
              referrerPolicy="no-referrer"
              style={{ objectFit: 'cover', display: 'block' }}
              onError={() => setImageFailed(true)}
            />
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
