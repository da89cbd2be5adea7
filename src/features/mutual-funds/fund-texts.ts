import type { IntlShape } from 'react-intl';

import { defineText } from '@/domain/text/message';

const CATEGORY = defineText({
  id: 'mutualFunds.category',
  defaultMessage:
    '{category, select, equity {Equity} debt {Debt} hybrid {Hybrid} solution {Retirement and children} other {Other}}',
});
const HELD_IN = defineText({
  id: 'mutualFunds.heldIn',
  defaultMessage: '{depository, select, none {folio {number}} other {{depository} demat {number}}}',
});
const XIRR_NONE = defineText({ id: 'mutualFunds.xirrNone', defaultMessage: 'Not enough history' });

/** "Equity", "Debt", …: SEBI's broad category in the reader's language. */
export function categoryText(intl: IntlShape, category: string): string {
  return intl.formatMessage(CATEGORY, { category });
}

/**
 * Where units are held: "folio 1234567/89" at a registrar, or "CDSL demat 1208…" for units held in
 * a demat account (the depository reports them under the account's BO id).
 */
export function heldInText(
  intl: IntlShape,
  fund: { folioNumber: string; depository?: 'CDSL' | 'NSDL' },
): string {
  return intl.formatMessage(HELD_IN, { depository: fund.depository ?? 'none', number: fund.folioNumber });
}

/** An annual rate (0.1234) as "12.34%", or what to say when there is none. */
export function xirrText(intl: IntlShape, rate: number | null): string {
  if (rate === null) return intl.formatMessage(XIRR_NONE);
  return intl.formatNumber(rate, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
