import { describe, expect, it } from 'vitest';

import {
  isPdfMagic,
  STATEMENT_HEAD_LENGTH,
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_MEGABYTES,
  statementFileFault,
  statementPasswordFault,
} from '@/domain/statements/statement-file';

const PDF_HEAD = new TextEncoder().encode('%PDF-');
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]);
const pdf = (size: number, type = 'application/pdf') => ({ name: 'cas.pdf', type, size });

describe('statement file rules', () => {
  it('reads as many bytes as the PDF signature has, and knows it', () => {
    expect(STATEMENT_HEAD_LENGTH).toBe(PDF_HEAD.length);
    expect(isPdfMagic(PDF_HEAD)).toBe(true);
    expect(isPdfMagic(PNG_HEAD)).toBe(false);
    expect(isPdfMagic(new Uint8Array())).toBe(false);
  });

  it('accepts a PDF by MIME type and signature, up to 5 MB', () => {
    expect(STATEMENT_MAX_MEGABYTES).toBe(5);
    expect(statementFileFault(pdf(120_000), PDF_HEAD)).toBeNull();
    expect(statementFileFault(pdf(STATEMENT_MAX_BYTES), PDF_HEAD)).toBeNull();
    // Some pickers give no type: the bytes decide.
    expect(statementFileFault(pdf(120_000, ''), PDF_HEAD)).toBeNull();
  });

  it('names an empty file, another type, a renamed image and one over the limit', () => {
    expect(statementFileFault(pdf(0), PDF_HEAD)).toBe('empty');
    expect(statementFileFault(pdf(120_000, 'image/png'), PDF_HEAD)).toBe('not-pdf');
    expect(statementFileFault(pdf(120_000), PNG_HEAD)).toBe('not-pdf');
    expect(statementFileFault(pdf(STATEMENT_MAX_BYTES + 1), PDF_HEAD)).toBe('too-large');
  });

  it('asks for the PAN in capitals, optionally with the date of birth', () => {
    expect(statementPasswordFault('ABCDE1234F')).toBeNull();
    expect(statementPasswordFault('ABCDE1234F18041991')).toBeNull();
    expect(statementPasswordFault('')).toBe('missing');
    expect(statementPasswordFault('abcde1234f')).toBe('format');
    expect(statementPasswordFault('ABCDE1234F1804')).toBe('format');
  });
});
