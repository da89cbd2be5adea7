// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { activeScreenSchema, userScreensSchema } from '@/api/schemas/profile';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';

let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('screens', () => {
  it('gives demo its linked areas and lands it on home', async () => {
    const screens = userScreensSchema.parse((await sb.get('/api/v1/screen/user/')).json());
    expect(screens.screens).toEqual(
      expect.arrayContaining(['savings', 'credit_cards', 'insta_cash', 'news', 'alerts']),
    );
    expect(screens.linked.credit_cards).toBeGreaterThanOrEqual(2);
    expect(screens.has_credit_line).toBe(true);
    const active = activeScreenSchema.parse((await sb.get('/api/v1/screen/activeScreen/')).json());
    expect(active).toEqual({ screen: 'home', reason: 'ACCOUNTS_LINKED' });
  });

  it('sends newbie to the linking intro', async () => {
    const screens = userScreensSchema.parse((await sb.get('/api/v1/screen/user/', 'newbie')).json());
    expect(screens).toMatchObject({ screens: ['news', 'alerts'], has_credit_line: false });
    const active = activeScreenSchema.parse((await sb.get('/api/v1/screen/activeScreen', 'newbie')).json());
    expect(active).toEqual({ screen: 'linking_intro', reason: 'NOTHING_LINKED' });
    expect((await sb.app.inject({ method: 'GET', url: '/api/v1/screen/user/' })).statusCode).toBe(401);
  });
});
