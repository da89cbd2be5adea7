import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { shellPartsFor } from '@/domain/navigation/shell-parts';

type Widgets = 'account-aggregator' | 'insta-plus' | null;

// path, siteBar, widgets, advisory disclaimer on a wide viewport
const CASES: [string, boolean, Widgets, boolean][] = [
  ['/ipo', true, null, false],
  ['/ipo/apply/123', true, null, false],
  ['/IPO/', true, null, false],
  ['/poll', true, null, false],
  ['/priority/offers', true, null, false],
  ['/kyc', true, null, false],
  ['/digilocker-status?code=1', true, null, false],
  ['/forward-user#top', true, null, false],
  ['/video-kyc/step/2', true, null, false],
  ['/grandgifting-festival', true, null, false],
  ['/super-credit-card/apply', true, null, false],
  ['/savings/ipo', false, null, false],
  ['/ipo-list', false, null, false],
  ['/kyc-status', false, null, false],
  ['/onboarding/health-insurance-v2', true, null, false],
  ['/onboarding/goals/retirement', true, null, true],
  ['/onboarding/kyc', false, null, false],
  ['/onboarding', false, null, false],
  ['/goals', false, null, true],
  ['/goals/retirement/plan', false, null, true],
  ['/super-sip/', false, null, true],
  ['/super-sip-faq', false, null, false],
  ['/savings/goals', false, null, false],
  [
    '/account-aggregator/onboarding/enter-secondary-mobile/client?change_number=true',
    false,
    'account-aggregator',
    false,
  ],
  ['/equity/account-aggregator-consent', false, 'account-aggregator', false],
  ['/insta-plus/emi-schedule', false, 'insta-plus', false],
  ['/credit/insta-plus', false, 'insta-plus', false],
  ['/insta-plus/account-aggregator', false, 'account-aggregator', false],
  ['/home?next=/account-aggregator', false, null, false],
  ['/home#/insta-plus', false, null, false],
  ['/', false, null, false],
  ['', false, null, false],
];

describe('shellPartsFor', () => {
  it.each(CASES)(
    '%s (wide) → siteBar %s, widgets %s, disclaimer %s',
    (path, siteBar, widgets, disclaimer) => {
      expect(shellPartsFor(path, { wide: true })).toEqual({
        siteBar,
        widgets,
        advisoryDisclaimer: disclaimer,
      });
    },
  );

  it.each(CASES)('%s (narrow) → siteBar %s, widgets %s, no disclaimer', (path, siteBar, widgets) => {
    expect(shellPartsFor(path, { wide: false })).toEqual({ siteBar, widgets, advisoryDisclaimer: false });
  });

  it('shows the bar under every listed first segment, whatever follows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'ipo',
          'poll',
          'priority',
          'kyc',
          'digilocker-status',
          'forward-user',
          'video-kyc',
          'grandgifting-festival',
          'super-credit-card',
        ),
        fc.array(fc.stringMatching(/^[a-z0-9-]+$/)),
        (first, rest) => {
          expect(shellPartsFor(`/${[first, ...rest].join('/')}`, { wide: false }).siteBar).toBe(true);
        },
      ),
    );
  });

  it('never throws for any string and never shows the disclaimer on narrow screens', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(shellPartsFor(path, { wide: false }).advisoryDisclaimer).toBe(false);
      }),
    );
  });
});
