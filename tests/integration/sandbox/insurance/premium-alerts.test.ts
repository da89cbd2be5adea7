// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { alertsPageSchema, markAlertsReadSchema } from '@/api/schemas/alerts';
import { insurancePoliciesSchema } from '@/api/schemas/insurance';
import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';

import { startServer } from '../../../support/sandbox';

const ANCHOR = '2026-11-25';
const ALERTS = '/ind-investment/api/v4/alerts';
const AUTH = { authorization: 'Bearer demo' };

/** Demo's world on a given IST day (09:00 IST). */
const serverOn = async (day: string) =>
  (await startServer({ anchor: ANCHOR, now: () => new Date(`${day}T03:30:00.000Z`) })).app;

async function importantAlerts(app: FastifyInstance) {
  const answer = await app.inject({ url: `${ALERTS}?tab=important&limit=50`, headers: AUTH });
  expect(answer.statusCode, answer.body).toBe(200);
  return alertsPageSchema.parse(answer.json());
}

describe('premium reminders in the alerts', () => {
  let due = '';
  let policyName = '';
  let atAnchor: FastifyInstance;
  let near: FastifyInstance;
  beforeAll(async () => {
    atAnchor = await serverOn(ANCHOR);
    const answer = await atAnchor.inject({ url: '/tracking-service/insurance-policies', headers: AUTH });
    const first = insurancePoliciesSchema.parse(answer.json()).policies[0]!;
    due = first.next_premium_due!;
    policyName = first.policy_name;
    // Ten days before the soonest premium: inside its 30-day reminder window.
    near = await serverOn(isoDayFromNumber(dayNumber(due) - 10));
  });
  afterAll(async () => {
    await Promise.all([atAnchor.close(), near.close()]);
  });

  it('more than 30 days before the premium: no reminder', async () => {
    expect(dayNumber(due) - dayNumber(ANCHOR)).toBeGreaterThan(30);
    const page = await importantAlerts(atAnchor);
    expect(page.items.filter((a) => a.kind === 'PREMIUM_DUE')).toEqual([]);
  });

  it('within 30 days: one important reminder, dated 30 days before, opening the policy', async () => {
    const first = await importantAlerts(near);
    const again = await importantAlerts(near);
    const reminders = again.items.filter((a) => a.kind === 'PREMIUM_DUE');
    expect(reminders).toHaveLength(1);
    expect(first.unread.important).toBe(again.unread.important);
    const [reminder] = reminders;
    expect(reminder!.title).toMatch(/^Premium of ₹[\d,]+ due on \d{1,2} \w{3} \d{4}$/);
    expect(reminder!.body).toContain(policyName);
    expect(reminder!.body).toMatch(/pay by .* to keep the cover/);
    expect(reminder!.created_at.slice(0, 10)).toBe(isoDayFromNumber(dayNumber(due) - 30));
    expect(reminder!.navlink).toMatch(/^\/account-aggregator\/insurance\/policy\/pol-demo-/);

    const read = await near.inject({
      method: 'POST',
      url: `${ALERTS}/read`,
      headers: { ...AUTH, 'content-type': 'application/json', 'idempotency-key': 'premium-read-1' },
      payload: JSON.stringify({ ids: [reminder!.alert_id] }),
    });
    expect(markAlertsReadSchema.parse(read.json()).updated).toBe(1);
    const after = await importantAlerts(near);
    expect(after.items.find((a) => a.alert_id === reminder!.alert_id)?.read).toBe(true);
  });
});
