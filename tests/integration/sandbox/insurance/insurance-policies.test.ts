// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

import { insurancePoliciesSchema, insurancePolicyDetailSchema } from '@/api/schemas/insurance';

import { withServer } from '../../../support/sandbox';

const ANCHOR = '2026-11-25';
const NOW = () => new Date('2026-11-25T06:30:00.000Z');

async function get(app: FastifyInstance, url: string, token = 'demo') {
  return app.inject({ url, headers: { authorization: `Bearer ${token}` } });
}

describe('GET /tracking-service/insurance-policies', () => {
  const sandbox = withServer({ anchor: ANCHOR, now: NOW });

  it("serves demo's two linked policies with every term, next premium first", async () => {
    const answer = await get(sandbox.app, '/tracking-service/insurance-policies');
    expect(answer.statusCode).toBe(200);
    const { policies } = insurancePoliciesSchema.parse(answer.json());
    expect(policies.map((p) => p.policy_id).sort()).toEqual(['pol-demo-health', 'pol-demo-term']);
    const term = policies.find((p) => p.policy_id === 'pol-demo-term')!;
    expect(term).toMatchObject({
      insurer: 'HDFC Life Insurance',
      policy_type: 'TERM',
      sum_assured_paise: 1_00_00_000_00,
      premium_paise: 14_280_00,
      premium_frequency: 'YEARLY',
      end_kind: 'MATURITY',
      nominee_count: 2,
      status: 'ACTIVE',
    });
    const health = policies.find((p) => p.policy_id === 'pol-demo-health')!;
    expect(health).toMatchObject({ policy_type: 'HEALTH', end_kind: 'RENEWAL', nominee_count: 1 });
    const dues = policies.map((p) => p.next_premium_due ?? '9999');
    expect(dues).toEqual([...dues].sort());
    for (const p of policies) expect(p.next_premium_due! > ANCHOR).toBe(true);
  });

  it('newbie has a policy at SBI Life, but not linked: nothing is tracked', async () => {
    const answer = await get(sandbox.app, '/tracking-service/insurance-policies', 'newbie');
    expect(insurancePoliciesSchema.parse(answer.json()).policies).toEqual([]);
  });

  it('one policy: its premiums newest first, the next one due, the rest paid since the start', async () => {
    const answer = await get(sandbox.app, '/tracking-service/insurance-policies/pol-demo-term');
    expect(answer.statusCode).toBe(200);
    const detail = insurancePolicyDetailSchema.parse(answer.json());
    expect(detail.grace_days).toBe(30);
    const [next, ...paid] = detail.premiums;
    expect(next).toMatchObject({ due_date: detail.policy.next_premium_due, status: 'DUE' });
    // Three years in force: the premiums of years 1 to 4 were paid.
    expect(paid.map((p) => p.status)).toEqual(['PAID', 'PAID', 'PAID', 'PAID']);
    expect(paid.at(-1)?.due_date).toBe(detail.policy.start_date);
    expect(detail.total_paid_paise).toBe(4 * 14_280_00);
  });

  it("another customer's policy, an unknown id, an over-long id or no token: 404, 404, 414, 401", async () => {
    expect(
      (await get(sandbox.app, '/tracking-service/insurance-policies/pol-demo-term', 'newbie')).statusCode,
    ).toBe(404);
    expect((await get(sandbox.app, '/tracking-service/insurance-policies/pol-none')).statusCode).toBe(404);
    // Fastify refuses an over-long id before the route: 414, never a 500.
    expect(
      (await get(sandbox.app, `/tracking-service/insurance-policies/${'x'.repeat(300)}`)).statusCode,
    ).toBe(414);
    const anonymous = await sandbox.app.inject({ url: '/tracking-service/insurance-policies/pol-demo-term' });
    expect(anonymous.statusCode).toBe(401);
  });
});
