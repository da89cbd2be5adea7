/**
 * Masked account numbers as banks send them ("XXXXXXXX4821", "xxxx-xxxx-0932") shown the way
 * people recognise their account: by its last four digits (docs/product.md#validation-rules groups accounts
 * so too).
 */

/** The trailing digits of a masked number (at most 4), or '' when it ends in none. */
export function lastDigits(masked: string): string {
  const match = /(\d{1,4})\s*$/.exec(typeof masked === 'string' ? masked : '');
  return match?.[1] ?? '';
}

/** "•••• 4821" for screens; the masked text itself when it ends in no digits. */
export function maskedShort(masked: string): string {
  const digits = lastDigits(masked);
  return digits === '' ? masked : `•••• ${digits}`;
}

/** "Savings" / "Current" for an account type sent in capitals; the text itself otherwise. */
export function accountTypeLabel(accType: string): string {
  if (typeof accType !== 'string' || accType === '') return 'Account';
  return accType.charAt(0).toUpperCase() + accType.slice(1).toLowerCase();
}
