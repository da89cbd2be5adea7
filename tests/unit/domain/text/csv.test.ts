import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { csvFile, rupeesDecimal, UTF8_BOM } from '@/domain/text/csv';

import { parseCsv } from '../../../support/parse-csv';

/** A value as its cell in a file: a header of that one value, without the BOM and the CRLF. */
function csvCell(value: string): string {
  return csvFile([value], []).slice(UTF8_BOM.length, -'\r\n'.length);
}

describe('a cell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Swiggy')).toBe('Swiggy');
    expect(csvCell('1500.00')).toBe('1500.00');
    expect(csvCell('-1500.00')).toBe('-1500.00');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvCell('UPI/Swiggy, Bengaluru')).toBe('"UPI/Swiggy, Bengaluru"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-ref')).toBe("'-ref");
  });
});

describe('csvFile', () => {
  it('starts with the UTF-8 BOM and ends every line with CRLF', () => {
    const file = csvFile(['a', 'b'], [['1', '₹ "x"']]);
    expect(file.startsWith(UTF8_BOM)).toBe(true);
    expect(file).toBe(`${UTF8_BOM}a,b\r\n1,"₹ ""x"""\r\n`);
  });

  it('reads back to the same cells, whatever they hold (property)', () => {
    // Text no spreadsheet would run as a formula, even behind blanks, zero-width or full-width signs
    // (those are defused with a leading apostrophe, so they read back with it).
    const safeText = fc
      .string({ unit: 'grapheme' })
      .filter((s) => !/^[\s\u00a0\u200b-\u200d\u2060\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\t\r]/u.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(safeText, { minLength: 2, maxLength: 2 }), { maxLength: 8 }), (rows) => {
        const file = csvFile(['h1', 'h2'], rows);
        expect(parseCsv(file.slice(UTF8_BOM.length))).toEqual([['h1', 'h2'], ...rows]);
      }),
    );
  });
});

describe('rupeesDecimal', () => {
  it('writes paise as rupees with exactly two decimals', () => {
    expect(rupeesDecimal(123456)).toBe('1234.56');
    expect(rupeesDecimal(5)).toBe('0.05');
    expect(rupeesDecimal(100)).toBe('1.00');
    expect(rupeesDecimal(0)).toBe('0.00');
    expect(rupeesDecimal(-150050)).toBe('-1500.50');
  });

  it('is exact for any paise (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (p) => {
        const text = rupeesDecimal(p);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(Math.round(Number(text) * 100)).toBe(p);
      }),
    );
  });
});

describe('csvCell in every spreadsheet', () => {
  it.each([
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['a\rb', '"a\rb"'],
    ['a\nb', '"a\nb"'],
  ])('quotes %j, whatever the separator of the reader', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ' =1+1',
    '\u00a0=1+1',
    '\u200b=HYPERLINK("x")',
    '\ufeff@SUM(A1)',
    '\uff1dSUM(A1)',
    '\uff0b91',
    '\t=1',
  ])('neutralises the formula in %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });
});
