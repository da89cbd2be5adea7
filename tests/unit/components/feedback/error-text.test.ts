import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { ApiError, ContractError, NetworkError, TimeoutError } from '@/api/errors';
import { changeErrorTextOf, errorTextOf, failureKindOf } from '@/components/feedback/error-text';
import type { PartnerErrorCode } from '@/domain/aa/partner-errors';
import type { FailureKind } from '@/domain/errors/failure-kind';
import english from '@/i18n/catalogue/en-IN.json';
import hindi from '@/i18n/catalogue/hi-IN.json';
import { PARTNER_ERROR_MESSAGES, partnerErrorText } from '@/native/partner-error-text';

const en = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const hi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
const hindiIds: Record<string, string> = hindi;
const englishIds: Record<string, string> = english;

// The message id of every failure kind: as a Record of FailureKind, the compiler refuses a kind
// left out or one that does not exist.
const FAILURE_IDS: Record<FailureKind, string> = {
  offline: 'common.error.offline',
  slow: 'common.error.slow',
  unreadable: 'common.error.unreadable',
  server: 'common.error.server',
  'restart-journey': PARTNER_ERROR_MESSAGES['restart-journey'].id ?? '',
  'reload-app': PARTNER_ERROR_MESSAGES['reload-app'].id ?? '',
  'try-later': PARTNER_ERROR_MESSAGES['try-later'].id ?? '',
  unknown: 'common.error.fallback',
};
const FAILURE_KINDS = Object.keys(FAILURE_IDS) as FailureKind[];
// Every partner code, as a Record of PartnerErrorCode: the compiler refuses one left out or unknown.
const PARTNER_CODES = Object.keys({
  'restart-journey': true,
  'reload-app': true,
  'try-later': true,
  unknown: true,
} satisfies Record<PartnerErrorCode, true>) as PartnerErrorCode[];

describe('failure kinds and partner error codes', () => {
  it.each(FAILURE_KINDS)('failure kind %s has a message in both catalogues', (kind) => {
    const id = FAILURE_IDS[kind];
    expect(englishIds[id]).toBeTypeOf('string');
    expect(hindiIds[id]).toBeTypeOf('string');
    expect(errorTextOf(kindError(kind), hi)).toBe(hindiIds[id]);
  });

  it.each(PARTNER_CODES)('partner error %s has a message in both catalogues', (code) => {
    const id = PARTNER_ERROR_MESSAGES[code].id ?? '';
    expect(englishIds[id]).toBeTypeOf('string');
    expect(partnerErrorText(code, hi)).toBe(hindiIds[id]);
    expect(partnerErrorText(code, hi)).not.toBe(partnerErrorText(code, en));
  });

  it('a Hindi formatter words a partner error in Hindi', () => {
    expect(errorTextOf(new Error('Invalid auth key'), hi)).toBe('कृपया 30 मिनट बाद फिर से कोशिश करें');
    expect(errorTextOf(new Error('Invalid auth key'), en)).toBe('Please try again after 30 mins');
  });
});

describe('changeErrorTextOf', () => {
  it('decides by the kind, not by comparing words, in every language', () => {
    for (const [intl, catalogue] of [
      [en, englishIds],
      [hi, hindiIds],
    ] as const) {
      expect(changeErrorTextOf(new Error('kaboom'), intl)).toBe(
        catalogue['common.error.changeFailedUnknown'],
      );
      expect(changeErrorTextOf(new TimeoutError(1), intl)).toBe(catalogue['common.error.changeTimeout']);
    }
    expect(changeErrorTextOf(new NetworkError(), en)).toBe(
      'We could not make this change, so nothing was changed. You seem to be offline. Check your connection and try again.',
    );
  });
});

/** An error of each kind, so the test goes through the classification too. */
function kindError(kind: FailureKind): unknown {
  switch (kind) {
    case 'offline':
      return new NetworkError();
    case 'slow':
      return new TimeoutError(1);
    case 'unreadable':
      return new ContractError('/x', 'bad');
    case 'server':
      return new ApiError(503, null, 'down');
    case 'restart-journey':
      return new Error('Empty response from login');
    case 'reload-app':
      return new Error('Failed to fetch');
    case 'try-later':
      return new Error('Invalid auth key');
    case 'unknown':
      return new Error('kaboom');
  }
}

it('classifies each error as its own kind', () => {
  for (const kind of FAILURE_KINDS) expect(failureKindOf(kindError(kind))).toBe(kind);
});
