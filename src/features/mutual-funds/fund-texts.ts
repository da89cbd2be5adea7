import type { IntlShape } from 'react-intl';

import type { FundActionRatio, FundLineKind } from '@/domain/mutual-funds/fund-lines';
import { defineText } from '@/domain/text/message';

const CATEGORY = defineText({
  id: 'mutualFunds.category',
  defaultMessage:
    '{category, select, equity {Equity} debt {Debt} hybrid {Hybrid} solution {Retirement and children} other {Other}}',
});
const KIND = defineText({
  id: 'mutualFunds.transactionKind',
  defaultMessage:
    '{kind, select, purchase {Purchase} sip {SIP instalment} redemption {Redemption} switch_in {Switch in} switch_out {Switch out} dividend_reinvest {IDCW reinvested} split {Unit split {from}:{to}} bonus {Bonus units {from}:{to}} other {Stamp duty}}',
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

/** "SIP instalment", "Redemption", "Unit split 1:10", "Bonus units 1:1", …. */
export function kindText(intl: IntlShape, kind: FundLineKind, ratio?: FundActionRatio): string {
  return intl.formatMessage(KIND, { kind, from: ratio?.from ?? 0, to: ratio?.to ?? 0 });
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
