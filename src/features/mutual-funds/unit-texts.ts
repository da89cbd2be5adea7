import type { IntlShape } from 'react-intl';

/** Units held, in thousandths, with their three decimals: "1,234.567". */
export function unitsText(intl: IntlShape, unitsMilli: number): string {
  return intl.formatNumber(unitsMilli / 1000, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
}

/** A NAV, in hundredths of a paisa, with its four decimals of a rupee: "₹123.4567". */
export function navText(intl: IntlShape, navHundredthPaise: number): string {
  return intl.formatNumber(navHundredthPaise / 10_000, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  });
}
