import { describe, expect, it } from 'vitest';

import { AREA_MOUNTS } from '@/app/route-table';
import { SCREEN_ROUTES } from '@/app/screen-routes';
import { STATUS_ROUTES } from '@/domain/navigation/lending-rules';
import { PAYMENTS_MOUNTS } from '@/features/payments/mounts';
import { CARD_PAYMENT_STATUS_PATH } from '@/features/payments/paths';

describe('route table', () => {
  it('lists every money status page, each under a prefix the router mounts the payments area on', () => {
    const status = SCREEN_ROUTES.filter((route) => route.area === 'payments');
    expect(status.map((route) => route.path).sort()).toEqual(
      [CARD_PAYMENT_STATUS_PATH, ...Object.values(STATUS_ROUTES)].sort(),
    );
    for (const route of status) {
      expect(PAYMENTS_MOUNTS.some((mount) => route.path.startsWith(`/${mount}/`))).toBe(true);
    }
  });

  it('names the id parameter of each status page that shows one payment, and none for the mandate', () => {
    const idOf = (path: string) => SCREEN_ROUTES.find((route) => route.path === path)?.idParam;
    expect(idOf(CARD_PAYMENT_STATUS_PATH)).toBe('payment_id');
    expect(idOf('/disbursement/status')).toBe('withdrawal_id');
    expect(idOf('/mini-app/repayment/emi/status')).toBe('repayment_id');
    expect(idOf('/payment/mandate/status')).toBeUndefined();
  });

  it('has no path twice, and no area screen outside its mount', () => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of SCREEN_ROUTES) {
      if (route.area === 'home' || route.area === 'payments') continue;
      expect(route.path.startsWith(`/${AREA_MOUNTS[route.area]}`)).toBe(true);
    }
  });
});
