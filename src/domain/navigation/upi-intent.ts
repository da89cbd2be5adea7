/**
 * A UPI payment intent (`upi://pay?pa=…&am=…`): the one non-https URL the app hands to the
 * system, and only through the native redirect with `is_system_intent` (the UPI apps answer it).
 * Anything else with the `upi:` scheme, or with control characters, is not one.
 */
const UPI_PAY = /^upi:\/\/pay\?[A-Za-z0-9._~%&=@+-]+$/;

export function isUpiPayIntent(url: string): boolean {
  if (!UPI_PAY.test(url)) return false;
  const params = new URLSearchParams(url.slice('upi://pay?'.length));
  return (params.get('pa') ?? '') !== '' && /^\d+(\.\d{1,2})?$/.test(params.get('am') ?? '');
}
