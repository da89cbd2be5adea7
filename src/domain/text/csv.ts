/**
 * A small CSV writer (RFC 4180) for exports: no installed library writes CSV, and this is all an
 * export needs. Files start with a UTF-8 byte-order mark so Excel reads "₹" and Indian names
 * right, and end lines with CRLF as the RFC and Excel expect.
 */

/** The byte-order mark Excel needs to read a CSV as UTF-8 rather than the system code page. */
export const UTF8_BOM = '\uFEFF';

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/**
 * First characters that make a spreadsheet read a cell as a formula (CSV injection), also behind
 * what some spreadsheets skip first: whitespace (with NBSP), zero-width characters and the BOM.
 * The full-width `＝＋－＠` count too: some spreadsheets fold them to ASCII.
 */
const FORMULA_START = /^[\s\u00a0\u200b-\u200d\u2060\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\t\r]/u;
/** Quoted: a separator of any locale's CSV (`,` `;` tab), a quote, a line break, or edge spaces. */
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/**
 * One cell: quoted when it holds a comma, a quote, a line break or edge spaces (quotes doubled).
 * Text that a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+91…`, `@SUM`) gets a leading
 * apostrophe; a plain number such as `-1500.00` is left as it is.
 */
function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV file: the BOM, a header line, then one line per row, each ended by CRLF. */
export function csvFile(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * Integer paise as rupees with exactly two decimals, without a sign for thousands or a currency:
 * `123456` → `1234.56`, `-5` → `-0.05`. Exact (no floating point), so a sum in the sheet matches.
 */
export function rupeesDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
