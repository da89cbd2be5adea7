import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import {
  brokerLoginProblems,
  CAS_FILE_FAULT_TEXT,
  CAS_PASSWORD_FAULT_TEXT,
  importErrorText,
} from '@/domain/portfolio/broker-import';
import {
  STATEMENT_MAX_BYTES,
  statementFileFault,
  statementPasswordFault,
} from '@/domain/statements/statement-file';
import type { Text } from '@/domain/text/message';

const intl = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
/** A rule's text as an English reader gets it. */
const en = (text: Text | null | undefined) => (text ? intl.formatMessage(text, text.values) : text);

/** A picked file's fault in the demat statement's words, as the upload form shows it. */
function casFileProblem(file: { name: string; type: string; size: number }, head: Uint8Array) {
  const fault = statementFileFault(file, head);
  return fault === null ? null : CAS_FILE_FAULT_TEXT[fault];
}

function casPasswordProblem(password: string) {
  const fault = statementPasswordFault(password);
  return fault === null ? null : CAS_PASSWORD_FAULT_TEXT[fault];
}

const PDF_HEAD = new TextEncoder().encode('%PDF-');
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]);
const pdf = (size: number, type = 'application/pdf') => ({ name: 'cas.pdf', type, size });

describe('CAS file checks, in the demat statement’s words', () => {
  it('accepts a PDF by MIME type and signature, up to 5 MB', () => {
    expect(casFileProblem(pdf(120_000), PDF_HEAD)).toBeNull();
    expect(casFileProblem(pdf(STATEMENT_MAX_BYTES), PDF_HEAD)).toBeNull();
    // Some pickers give no type: the bytes decide.
    expect(casFileProblem(pdf(120_000, ''), PDF_HEAD)).toBeNull();
  });

  it('refuses another type, a renamed image, an empty file and one over 5 MB', () => {
    expect(en(casFileProblem(pdf(120_000, 'image/png'), PDF_HEAD))).toMatch(/not a PDF/);
    expect(en(casFileProblem(pdf(120_000), PNG_HEAD))).toMatch(/not a PDF/);
    expect(en(casFileProblem(pdf(120_000), new Uint8Array()))).toMatch(/not a PDF/);
    expect(en(casFileProblem(pdf(0), PDF_HEAD))).toMatch(/empty/);
    expect(en(casFileProblem(pdf(STATEMENT_MAX_BYTES + 1), PDF_HEAD))).toMatch(/over 5 MB/);
  });

  it('asks for the PAN in capitals, optionally with the date of birth', () => {
    expect(casPasswordProblem('ABCDE1234F')).toBeNull();
    expect(casPasswordProblem('ABCDE1234F18041991')).toBeNull();
    expect(en(casPasswordProblem(''))).toMatch(/Enter the statement password/);
    expect(en(casPasswordProblem('abcde1234f'))).toMatch(/PAN in capitals/);
    expect(en(casPasswordProblem('ABCDE1234F1804'))).toMatch(/PAN in capitals/);
  });
});

describe('broker login form', () => {
  const good = { broker: 'zerodha', clientId: 'AB1234', password: 'secret1' };

  it('has no problems when every field is right', () => {
    expect(brokerLoginProblems(good)).toEqual({});
    expect(brokerLoginProblems({ ...good, clientId: '  ab1234 ' })).toEqual({});
  });

  it('names each wrong field with its own text', () => {
    const problems = brokerLoginProblems({ broker: '', clientId: '', password: '' });
    expect(Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, en(text)]))).toEqual({
      broker: 'Choose your broker.',
      clientId: 'Enter your client ID or username.',
      password: 'Enter your broker password.',
    });
    expect(en(brokerLoginProblems({ ...good, broker: 'robinhood' }).broker)).toBe('Choose your broker.');
    expect(en(brokerLoginProblems({ ...good, clientId: 'AB-12' }).clientId)).toMatch(
      /4 to 16 letters and digits/,
    );
    expect(en(brokerLoginProblems({ ...good, password: '12345' }).password)).toMatch(/6 to 64 characters/);
  });
});

describe('import error texts', () => {
  it('maps each server code to its own message, then the status, then a general one', () => {
    expect(en(importErrorText('CAS_WRONG_PASSWORD', 422))).toMatch(/Wrong statement password/);
    expect(en(importErrorText('CAS_UNREADABLE', 422))).toMatch(/could not be read/);
    expect(en(importErrorText('CAS_NOT_RECOGNISED', 422))).toMatch(/not an NSDL or CDSL/);
    expect(en(importErrorText('BROKER_LOGIN_FAILED', 422))).toMatch(/client ID or password is wrong/);
    expect(en(importErrorText('BROKER_ALREADY_CONNECTED', 409))).toMatch(/already connected/);
    expect(en(importErrorText('PAYLOAD_TOO_LARGE', 413))).toMatch(/over 5 MB/);
    expect(en(importErrorText(null, 413))).toMatch(/over 5 MB/);
    expect(en(importErrorText(null, null))).toMatch(/offline/);
    expect(en(importErrorText('SOMETHING_ELSE', 500))).toMatch(/nothing was imported/);
  });
});
