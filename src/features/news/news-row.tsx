import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import { styled } from '@mui/material/styles';
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
      <CardActionArea component="a" href={safeUrl} target="_blank" rel="noopener noreferrer">
        <Story>
          <div className="story">
            <p className="meta">
              {markLive && item.is_live && (
                <span className="live">
                  <FormattedMessage id="news.row.live" defaultMessage="LIVE" />
                  {SEPARATOR}
                </span>
              )}
              {intl.formatMessage(CATEGORY_LABELS[item.category])}
              {SEPARATOR}
              <span translate="no">{item.source}</span>
              {SEPARATOR}
              <time dateTime={item.published_at}>{when}</time>
            </p>
            <h2 id={`news-${item.id}`} translate="no">
              {item.headline}
            </h2>
            {item.symbols.length > 0 && (
              <div className="symbols" translate="no">
                {item.symbols.slice(0, 3).map((symbol) => (
                  <span key={symbol}>{symbol}</span>
                ))}
              </div>
            )}
          </div>
          {image !== null && (
            <div className="thumb" aria-hidden>
              <img
                src={image}
                alt=""
                width={76}
                height={76}
                loading="lazy"
                decoding="async"
                referrerPolicy="no-referrer"
                onError={() => setImageFailed(true)}
              />
            </div>
          )}
        </Story>
      </CardActionArea>
    </Card>
  );
}

/**
 * The row's look as one styled root over plain elements: the feed mounts dozens of rows, and a
 * Box or Typography with `sx` per line resolved its styles against the theme again for every row
 * on every render, the news screen's largest cost while it opened (docs/decisions/0014).
 */
const Story = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.75),
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  '& .story': { flex: 1, minWidth: 0 },
  '& .meta': {
    ...theme.typography.caption,
    margin: 0,
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& .live': { color: theme.palette.error.main, fontWeight: 700 },
  '& h2': {
    ...theme.typography.body1,
    margin: 0,
    marginTop: theme.spacing(0.5),
    fontWeight: 650,
    fontSize: '0.98rem',
    lineHeight: 1.35,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  '& .symbols': {
    display: 'flex',
    gap: theme.spacing(0.5),
    marginTop: theme.spacing(0.75),
    flexWrap: 'wrap',
  },
  '& .symbols > span': {
    fontSize: '0.7rem',
    fontWeight: 700,
    letterSpacing: '0.03em',
    padding: theme.spacing(0.25, 0.75),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.action.hover,
    color: theme.palette.text.secondary,
  },
  '& .thumb': {
    width: 76,
    height: 76,
    borderRadius: Number(theme.shape.borderRadius) * 2,
    flexShrink: 0,
    overflow: 'hidden',
    backgroundColor: theme.palette.action.hover,
  },
  '& .thumb img': { objectFit: 'cover', display: 'block' },
}));
