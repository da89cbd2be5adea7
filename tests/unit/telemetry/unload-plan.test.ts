import { describe, expect, it } from 'vitest';

import { ownerKeyOf, UNLOAD_BUDGET_BYTES } from '@/telemetry/delivery';
import { planUnload } from '@/telemetry/unload';

import { idsIn, rows } from './telemetry-fixtures';

describe('planUnload', () => {
  it('puts analytics first and health last, within the unload budget', () => {
    const health = rows('health', 400, 0, { url: 'x'.repeat(300) });
    const track = rows('track', 30, 0);
    const plan = planUnload([...health, ...track], 'https://gw.test', null);
    expect(plan[0]?.channel).toBe('track');
    expect(plan[0]?.rows).toHaveLength(30);
    const total = plan.reduce(
      (sum, item) => sum + new TextEncoder().encode(item.request.body).length + 512,
      0,
    );
    expect(total).toBeLessThanOrEqual(UNLOAD_BUDGET_BYTES);
    for (const item of plan)
      expect(new TextEncoder().encode(item.request.body).length).toBeLessThan(50 * 1024);
    // Health fills what is left, never more.
    expect(
      plan.filter((item) => item.channel === 'health').flatMap((item) => idsIn(item.request)).length,
    ).toBeLessThan(400);
  });

  it('sends user-events with their token and logs with the Platform header', () => {
    const userEvents = rows('user-events', 2, 0).map((row) => ({ ...row, owner: ownerKeyOf('Bearer demo') }));
    const logs = rows('logs', 2, 0);
    const plan = planUnload([...logs, ...userEvents], '', 'Bearer demo');
    expect(plan.map((item) => [item.channel, item.request.url])).toEqual([
      ['user-events', '/tracking-service/onboard/user-events'],
      ['logs', '/api/client-json-logger'],
    ]);
    expect(plan[0]?.request.headers['Authorization']).toBe('Bearer demo');
    expect(JSON.parse(plan[0]?.request.body ?? '{}')).toHaveProperty('eventList');
    expect(plan[1]?.request.headers['Platform']).toBe('web');
    expect(Array.isArray(JSON.parse(plan[1]?.request.body ?? '{}'))).toBe(true);
  });
});
