import type { IntlShape } from 'react-intl';

import type { GainTerm } from '@/domain/capital-gains/classify';
import type { GainsBucket } from '@/domain/capital-gains/year-summary';
import { financialYearLabel } from '@/domain/dates/financial-year';
import { defineText } from '@/domain/text/message';

const SHORT = defineText({ id: 'capitalGains.term.short', defaultMessage: 'Short term' });
const LONG = defineText({ id: 'capitalGains.term.long', defaultMessage: 'Long term' });
const MIXED = defineText({ id: 'capitalGains.term.mixed', defaultMessage: 'Short and long term' });
const FLAT_RATE = defineText({
  id: 'capitalGains.rate.flat',
  defaultMessage: '{term} at {rate} (section {section})',
});
const YEAR = defineText({ id: 'capitalGains.yearName', defaultMessage: 'FY {years}' });
const SLAB_RATE = defineText({
  id: 'capitalGains.rate.slab',
  defaultMessage: '{term} at your slab rate',
});

/** The native share sheet's title for the year's sales, the CSV and the PDF alike. */
export const SALES_SHARE_TITLE = defineText({
  id: 'capitalGains.exportSales.shareTitle',
  defaultMessage: 'Capital gains from Kosh',
});

export function termText(intl: IntlShape, term: GainTerm | 'mixed'): string {
  return intl.formatMessage(term === 'short' ? SHORT : term === 'long' ? LONG : MIXED);
}

/** "Long term at 12.5% (section 112A)", or "Short term at your slab rate". */
export function rateText(intl: IntlShape, bucket: Pick<GainsBucket, 'term' | 'rate' | 'section'>): string {
  const term = termText(intl, bucket.term);
  if (bucket.rate.kind === 'slab') return intl.formatMessage(SLAB_RATE, { term });
  const rate = intl.formatNumber(bucket.rate.basisPoints / 10_000, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return intl.formatMessage(FLAT_RATE, { term, rate, section: bucket.section });
}

/** "FY 2025-26" in English, "वित्त वर्ष 2025-26" in Hindi. */
export function yearText(intl: IntlShape, startYear: number): string {
  return intl.formatMessage(YEAR, { years: financialYearLabel(startYear).replace(/^FY /, '') });
}
