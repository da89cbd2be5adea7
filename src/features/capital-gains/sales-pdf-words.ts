import type { IntlShape } from 'react-intl';

import type { GainTerm } from '@/domain/capital-gains/classify';
import { defineText } from '@/domain/text/message';

import { termText } from './gains-texts';

const TITLE = defineText({
  id: 'capitalGains.salesPdf.title',
  defaultMessage: 'Capital gains, financial year {year}: every sale with its lots',
});
const MADE = defineText({
  id: 'capitalGains.salesPdf.made',
  defaultMessage:
    'Made by Kosh on {day}, first in first out, from your linked demat accounts and mutual-fund folios.',
});
const TOTALS = defineText({
  id: 'capitalGains.salesPdf.totals',
  defaultMessage: 'Short-term gains: ₹{short}    Long-term gains: ₹{long}    Lots sold: {lots}',
});
const NOTE = defineText({
  id: 'capitalGains.salesPdf.note',
  defaultMessage:
    'Amounts in rupees. Tax is before surcharge and cess; slab-rate gains are added to your income.',
});
const PAGE = defineText({ id: 'capitalGains.salesPdf.page', defaultMessage: 'Page {page} of {pages}' });
const SLAB = defineText({ id: 'capitalGains.salesPdf.slab', defaultMessage: 'slab' });

/** The headings, in the order of `SALES_COLUMNS` (the CSV keeps its English ones). */
const COLUMNS = [
  defineText({ id: 'capitalGains.salesPdf.column.holding', defaultMessage: 'Holding' }),
  defineText({ id: 'capitalGains.salesPdf.column.security', defaultMessage: 'Security' }),
  defineText({ id: 'capitalGains.salesPdf.column.isin', defaultMessage: 'ISIN' }),
  defineText({ id: 'capitalGains.salesPdf.column.boughtOn', defaultMessage: 'Bought on' }),
  defineText({ id: 'capitalGains.salesPdf.column.soldOn', defaultMessage: 'Sold on' }),
  defineText({ id: 'capitalGains.salesPdf.column.units', defaultMessage: 'Units' }),
  defineText({ id: 'capitalGains.salesPdf.column.cost', defaultMessage: 'Cost' }),
  defineText({ id: 'capitalGains.salesPdf.column.costForTax', defaultMessage: 'Cost counted for tax' }),
  defineText({ id: 'capitalGains.salesPdf.column.proceeds', defaultMessage: 'Proceeds' }),
  defineText({ id: 'capitalGains.salesPdf.column.gain', defaultMessage: 'Gain' }),
  defineText({ id: 'capitalGains.salesPdf.column.term', defaultMessage: 'Term' }),
  defineText({ id: 'capitalGains.salesPdf.column.section', defaultMessage: 'Section' }),
  defineText({ id: 'capitalGains.salesPdf.column.rate', defaultMessage: 'Rate' }),
] as const;

/** Every word the sales PDF prints, in the reader's language; figures stay as the CSV writes them. */
export type SalesPdfWords = {
  title: (year: string) => string;
  made: (day: string) => string;
  totals: (short: string, long: string, lots: number) => string;
  note: string;
  page: (page: number, pages: number) => string;
  columns: readonly string[];
  term: (term: GainTerm) => string;
  slab: string;
};

export function salesPdfWords(intl: IntlShape): SalesPdfWords {
  return {
    title: (year) => intl.formatMessage(TITLE, { year }),
    made: (day) => intl.formatMessage(MADE, { day }),
    totals: (short, long, lots) => intl.formatMessage(TOTALS, { short, long, lots: String(lots) }),
    note: intl.formatMessage(NOTE),
    page: (page, pages) => intl.formatMessage(PAGE, { page: String(page), pages: String(pages) }),
    columns: COLUMNS.map((text) => intl.formatMessage(text)),
    term: (term) => termText(intl, term),
    slab: intl.formatMessage(SLAB),
  };
}
