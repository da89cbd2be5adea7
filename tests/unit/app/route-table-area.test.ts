import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { AREA_MOUNTS, areaOfPath } from '@/app/route-table';
import { SCREEN_ROUTES } from '@/app/screen-routes';

describe('areaOfPath', () => {
  it.each([
    ['/', null],
    ['', null],
    ['/savings', 'savings'],
    ['/savings/', 'savings'],
    ['/SAVINGS', 'savings'],
    ['//banks/accounts/abc', 'banks'],
    ['/credit-cards', 'creditCards'],
    ['/insta-cash/withdraw', 'instaCash'],
    ['/account-aggregator/onboarding', 'linking'],
    ['/debug/telemetry', 'telemetryDebug'],
    ['/debug', null],
    ['/savingsx', null],
    ['/payment/p1/status', 'payments'],
    ['/disbursement/status', 'payments'],
    ['/mini-app/repayment/r1/status', 'payments'],
    ['/payment', null],
    ['/no-such-page', null],
  ])('%s → %s', (path, area) => {
    expect(areaOfPath(path)).toBe(area);
  });

  it('gives every screen of the route table its own area', () => {
    for (const screen of SCREEN_ROUTES) {
      expect(areaOfPath(screen.path)).toBe(screen.area === 'home' ? null : screen.area);
    }
  });

  it('finds the area of anything below a mount', () => {
    const areas = Object.keys(AREA_MOUNTS) as (keyof typeof AREA_MOUNTS)[];
    fc.assert(
      fc.property(fc.constantFrom(...areas), fc.stringMatching(/^[a-z0-9/-]*$/), (area, rest) => {
        expect(areaOfPath(`/${AREA_MOUNTS[area]}/${rest}`)).toBe(area);
      }),
    );
  });
});
