import { describe, expect, it } from 'vitest';

import { readHostLanguage } from '@/native/host-language';
import { readHostInfo } from '@/native/host-messages';

describe('readHostLanguage (before the first screen, without zod)', () => {
  const cases: [string, unknown][] = [
    ['no host', undefined],
    ['a host with a language', { appVersion: '5.2.0', language: 'hi-IN' }],
    ['a host without a language', { appVersion: '5.2.0' }],
    ['a host without its version', { language: 'hi' }],
    ['a language that is not a string', { appVersion: '5.2.0', language: 7 }],
    ['a host that is a string', 'hi-IN'],
    ['null', null],
  ];

  it.each(cases)('agrees with the full check of the host message: %s', (_, KoshHost) => {
    const quiet = console.warn;
    console.warn = () => undefined;
    try {
      expect(readHostLanguage({ KoshHost })).toBe(readHostInfo({ KoshHost })?.language);
    } finally {
      console.warn = quiet;
    }
  });

  it('reads the language of a well-formed host', () => {
    expect(readHostLanguage({ KoshHost: { appVersion: '5.2.0', language: 'hi' } })).toBe('hi');
  });
});
