// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { alertsPageSchema, type AlertTab, markAlertsReadSchema } from '@/api/schemas/alerts';
import { apiErrorBodySchema } from '@/api/schemas/errors';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

const ROOT = '/ind-investment/api/v4/alerts';
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox();
});
afterAll(async () => {
  await sb.close();
});

async function walk(tab: AlertTab, token = 'demo') {
  const items = [];
  let cursor: string | null = null;
  do {
    const url: string = `${ROOT}?tab=${tab}&limit=3${cursor === null ? '' : `&cursor=${cursor}`}`;
    const page = alertsPageSchema.parse((await sb.get(url, token)).json());
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return items;
}

describe('GET /alerts', () => {
  it('splits demo’s alerts into Important and Others, each exactly once, newest first', async () => {
    const important = await walk('important');
    const others = await walk('others');
    expect(important.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    expect(important.every((a) => a.important)).toBe(true);
    expect(others.every((a) => !a.important)).toBe(true);
    const ids = [...important, ...others].map((a) => a.alert_id);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = sb.db.prepare<[], { n: number }>(
      "SELECT COUNT(*) AS n FROM alerts WHERE user_id = 'usr_demo_0001'",
    );
    expect(ids).toHaveLength(stored.get()?.n ?? -1);
    const times = important.map((a) => Date.parse(a.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const a of [...important, ...others]) {
      if (a.navlink !== null) expect(a.navlink).toMatch(/^\/(?![/\\])/);
    }
  });

  it('counts unread per tab and defaults to Important', async () => {
    const page = alertsPageSchema.parse((await sb.get(ROOT)).json());
    expect(page.tab).toBe('important');
    const unread = (tab: AlertTab) =>
      sb.db
        .prepare<[number], { n: number }>(
          "SELECT COUNT(*) AS n FROM alerts WHERE user_id = 'usr_demo_0001' AND read = 0 AND important = ?",
        )
        .get(tab === 'important' ? 1 : 0)?.n;
    expect(page.unread).toEqual({ important: unread('important'), others: unread('others') });
  });

  it('is empty but valid for newbie', async () => {
    const page = alertsPageSchema.parse((await sb.get(`${ROOT}?tab=others`, 'newbie')).json());
    expect(page).toMatchObject({
      items: [],
      next_cursor: null,
      is_empty: true,
      unread: { important: 0, others: 0 },
    });
  });

  it.each(['tab=all', 'limit=0', 'cursor=xyz', 'tab='])('refuses %s with 400', async (query) => {
    const res = await sb.get(`${ROOT}?${query}`);
    expect(res.statusCode).toBe(400);
    apiErrorBodySchema.parse(res.json());
  });
});

describe('POST /alerts/read', () => {
  it('marks only the caller’s alerts read and updates the badges', async () => {
    const before = alertsPageSchema.parse((await sb.get(`${ROOT}?tab=important`)).json());
    const unread = (await walk('important')).filter((a) => !a.read).map((a) => a.alert_id);
    expect(unread.length).toBeGreaterThan(0);

    // other cannot touch demo's alerts, and learns nothing about them.
    const theirs = markAlertsReadSchema.parse(
      (await sb.post(`${ROOT}/read`, { ids: unread }, 'other')).json(),
    );
    expect(theirs.updated).toBe(0);

    const res = await sb.post(`${ROOT}/read`, { ids: [...unread, unread[0], 'no-such-alert'] });
    const body = markAlertsReadSchema.parse(res.json());
    expect(body.updated).toBe(unread.length);
    expect(body.unread.important).toBe(0);
    expect(body.unread.others).toBe(before.unread.others);
    expect((await walk('important')).every((a) => a.read)).toBe(true);

    const again = markAlertsReadSchema.parse((await sb.post(`${ROOT}/read`, { ids: unread })).json());
    expect(again.updated).toBe(0);
  });

  it.each([{}, { ids: [] }, { ids: 'a' }, { ids: [1] }, { ids: [''] }, []])(
    'refuses %j with 400',
    async (body) => {
      const res = await sb.post(`${ROOT}/read`, body);
      expect(res.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(res.json()).error.message).toMatch(/ids|body/);
    },
  );
});
