// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  aaLinkedAccountsSchema,
  onboardingCacheSchema,
  revokeDetailsSchema,
  revokeResultSchema,
} from '@/api/schemas/tracking';

import { TRACKING, startAaServer, url, type AaServer } from './aa-server';
import { readDb } from './aa-world';

let server: AaServer;
beforeAll(async () => {
  server = await startAaServer();
});
afterAll(async () => {
  await server.close();
});

const ALL = `${TRACKING}/aa-linked-accounts?service=acc-agg&acc_type=ALL`;

describe('accounts the seed linked (demo)', () => {
  it('are recorded as ACTIVE finvu consents and can be stopped one by one, then revoked', async () => {
    const linked = aaLinkedAccountsSchema.parse((await server.get(ALL, 'demo')).json());
    // The seed links demo's world; with no seed there is nothing to check here.
    if (linked.count === 0) return;
    const details = revokeDetailsSchema.parse(
      (await server.get(`${TRACKING}/finvu-revoke-details`, 'demo')).json(),
    );
    expect(details.consents.length).toBeGreaterThan(0);
    for (const consent of details.consents) {
      expect(consent).toMatchObject({ provider: 'finvu', consent_status: 'ACTIVE' });
      expect(consent.aa_handle).toMatch(/^[0-9]{10}@finvu$/);
    }
    const cache = onboardingCacheSchema.parse(
      (await server.get(`${TRACKING}/onboard/get-onboarding-cache`, 'demo')).json(),
    );
    expect(cache).toMatchObject({
      has_journey: false,
      consent_status: 'ACTIVE',
      resume_navlink: '/account-aggregator/onboarding/bank-list',
    });

    const [consent] = details.consents;
    const accounts = consent?.linked_accounts ?? [];
    const [first, ...rest] = accounts;
    if (first === undefined) throw new Error('a consent without accounts');
    const stop = revokeResultSchema.parse(
      (
        await server.get(url(`${TRACKING}/finvu-stop-tracking`, { account_id: first.account_id }), 'demo')
      ).json(),
    );
    expect(stop).toMatchObject({
      unlinked_account_ids: [first.account_id],
      remaining_linked_count: rest.length,
    });
    expect(stop.consent_status).toBe(rest.length === 0 ? 'REVOKED' : 'ACTIVE');
    const after = aaLinkedAccountsSchema.parse((await server.get(ALL, 'demo')).json());
    expect(after.count).toBe(linked.count - 1);

    const all = revokeResultSchema.parse(
      (
        await server.get(
          url(`${TRACKING}/finvu-stop-tracking`, { consent_handle: consent?.consent_handle ?? '' }),
          'demo',
        )
      ).json(),
    );
    expect(all).toMatchObject({ consent_status: 'REVOKED', remaining_linked_count: 0 });
    expect(all.unlinked_account_ids.sort()).toEqual(rest.map((a) => a.account_id).sort());
    const [row] = readDb<{ n: number }>(
      server.dbFile,
      'SELECT COUNT(*) AS n FROM fi_accounts WHERE consent_handle = ? AND linked = 1',
      consent?.consent_handle,
    );
    expect(row?.n).toBe(0);
    // The other persona's accounts are untouched.
    expect(
      aaLinkedAccountsSchema
        .parse((await server.get(ALL, 'other')).json())
        .accounts.every((a) => a.consent_handle !== consent?.consent_handle),
    ).toBe(true);
  });
});
