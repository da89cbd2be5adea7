import { describe, expect, it } from 'vitest';

import { refusalText } from '@/domain/statements/statement-refusals';

const TEXTS = {
  byCode: { CAS_WRONG_PASSWORD: 'wrong password' },
  byStatus: { 413: 'too large' },
  offline: 'offline',
  serverFault: 'our fault',
};

describe('a refused statement upload’s text', () => {
  it('goes by the code first, then the status, then whether an answer came', () => {
    expect(refusalText('CAS_WRONG_PASSWORD', 422, TEXTS)).toBe('wrong password');
    expect(refusalText('CAS_WRONG_PASSWORD', 413, TEXTS)).toBe('wrong password');
    expect(refusalText('SOMETHING_NEW', 413, TEXTS)).toBe('too large');
    expect(refusalText(null, 413, TEXTS)).toBe('too large');
    expect(refusalText(null, null, TEXTS)).toBe('offline');
    expect(refusalText('SOMETHING_NEW', 500, TEXTS)).toBe('our fault');
    expect(refusalText(null, 0, TEXTS)).toBe('our fault');
  });
});
