import type { Page } from 'playwright-core';

import { FIP_CATALOGUE } from '@/domain/aa/fip-catalogue';

/**
 * Words that stay in Latin letters in Hindi, as Indians read them in Hindi finance apps:
 * acronyms, brands, units. Data (names, tickers, headlines) is not listed: it sits in elements
 * marked `translate="no"`, which the scan skips (docs/i18n.md).
 */
export const LATIN_ALLOWED = new Set([
  'AA',
  'Android',
  'BSE',
  'CAMS',
  'CAS',
  'CDSL',
  'CSV',
  'EMI',
  'Gmail',
  'Google',
  'IDCW',
  'IFSC',
  'ISIN',
  'iOS',
  'KFintech',
  'KYC',
  'NACH',
  'NAV',
  'RBI',
  'Kosh',
  'NSDL',
  'NSE',
  'OTP',
  'PAN',
  'PDF',
  'SIP',
  'SMS',
  'UPI',
  'XIRR',
]);

/**
 * Names that reach a reader inside the gateway's sentences (an alert's "HDFC Bank Regalia Gold का
 * बिल…"), where no element can mark them as data: every bank, depository and insurer of the AA
 * catalogue, with the seeded world's card products, companies, tickers and short bank names. They
 * are taken out of the text before its words are read.
 */
export const DATA_NAMES: readonly string[] = [
  ...FIP_CATALOGUE.map((fip) => fip.name),
  'Regalia Gold',
  'Amazon Pay',
  'Reliance Industries Ltd',
  'ITC Ltd',
  'ITC',
  'RELIANCE',
  'HDFC',
  'ICICI',
  'SBI',
].sort((a, b) => b.length - a.length);

/**
 * The Latin-letter words a reader meets on the page as it is: visible text, accessible names
 * (aria-label, title, placeholder, alt) and the document title, outside `translate="no"` and
 * elements marked `lang="en…"`, minus the allow-list. Each comes with where it was, to fix it fast.
 */
export async function latinWordsOnPage(page: Page): Promise<string[]> {
  const found = await page.evaluate((names) => {
    const out: string[] = [];
    const withoutNames = (text: string) => names.reduce((rest, name) => rest.split(name).join(' '), text);
    const skipped = (element: Element | null) =>
      element === null ||
      // Data, and islands marked as English on purpose (the language switch names English in English).
      element.closest('[translate="no"], [lang^="en"], script, style, noscript, svg title') !== null ||
      element.closest('[aria-hidden="true"]') !== null;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (box.width > 0 || box.height > 0) && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const where = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const id = element.id === '' ? '' : `#${element.id}`;
      return `${tag}${id}`;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || skipped(parent) || !visible(parent)) continue;
      for (const word of withoutNames(node.textContent ?? '').match(
        /[A-Za-z][A-Za-z.'’-]*[A-Za-z]|[A-Za-z]/g,
      ) ?? [])
        out.push(`${word} (${where(parent)}: "${(node.textContent ?? '').trim().slice(0, 60)}")`);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (skipped(element)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        for (const word of withoutNames(value ?? '').match(/[A-Za-z][A-Za-z.'’-]*[A-Za-z]|[A-Za-z]/g) ?? [])
          out.push(`${word} (${where(element)}[${attribute}]: "${value?.slice(0, 60)}")`);
      }
    }
    for (const word of document.title.match(/[A-Za-z][A-Za-z.'’-]*[A-Za-z]|[A-Za-z]/g) ?? [])
      out.push(`${word} (document title: "${document.title}")`);
    return out;
  }, DATA_NAMES);
  return found.filter((entry) => !LATIN_ALLOWED.has(entry.split(' ')[0] ?? ''));
}
