import { formatInr } from './format-indian';
import { paise, type Paise } from './paise';

/**
 * An amount as a screen reader should say it: the word "minus" instead of a hyphen or U+2212 that
 * voices read as "dash" or skip, the whole figure even when the screen abbreviates it, and no
 * ".00" to be spelled out: "minus ₹548", "₹12,34,567.89", "₹0". NaN/±Infinity → "not available".
 */
export function spokenInr(amount: Paise): string {
  if (!Number.isFinite(amount)) return 'not available';
  const magnitude = formatInr(paise(Math.abs(amount))).replace(/\.00$/, '');
  return amount < 0 && magnitude !== '₹0' ? `minus ${magnitude}` : magnitude;
}
