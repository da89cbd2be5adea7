/**
 * The language the gateway should write its texts in (alerts, reasons, partner errors), sent as
 * Accept-Language by `request()`. The language layer sets it when the app's language settles or
 * changes.
 */
let language = 'en-IN';

export function setRequestLanguage(locale: string): void {
  language = locale;
}

/** `hi-IN` → "hi-IN, hi;q=0.9, en-IN;q=0.5": Hindi first, English when a text has no Hindi. */
export function acceptLanguage(): string {
  if (language === 'en-IN') return 'en-IN, en;q=0.9';
  return `${language}, ${language.split('-')[0]};q=0.9, en-IN;q=0.5`;
}
