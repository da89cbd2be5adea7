import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Endpoints from '@/api/endpoints/alerts';

import {
  jsonResponse,
  loadApi,
  sent,
  stubFetch,
  type Api,
  type FetchMock,
} from '../../../support/fetch-stub';
import { alert, alertsPage } from '../../fixtures/alerts';

let api: Api;
let alerts: typeof Endpoints;
let fetchMock: FetchMock;

beforeEach(async () => {
  fetchMock = stubFetch(200, alertsPage([alert()]));
  api = await loadApi();
  alerts = await import('@/api/endpoints/alerts');
  api.auth.setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.auth.clearAuthorization();
});

/** The first page of a tab, fetched the way the alerts screen fetches it. */
function firstPage(tab: 'important' | 'others') {
  return new QueryClient().fetchInfiniteQuery(alerts.alertsInfiniteOptions(tab));
}

describe('alerts endpoints', () => {
  it('asks for one tab', async () => {
    const data = await firstPage('others');
    expect(data.pages[0]?.items).toHaveLength(1);
    expect(sent(fetchMock).url).toBe('/ind-investment/api/v4/alerts?tab=others&limit=30');
  });

  it('marks alerts read by id and reads the new badges', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { updated: 2, unread: { important: 1, others: 0 } })),
    );
    const result = await alerts.markAlertsRead(['a', 'b']);
    expect('sent' in result && result.sent.unread.important).toBe(1);
    const { url, init } = sent(fetchMock);
    expect(url).toBe('/ind-investment/api/v4/alerts/read');
    expect(JSON.parse(init.body as string)).toEqual({ ids: ['a', 'b'] });
    // Sent with a key, so a retry of the same change is applied once.
    expect(new Headers(init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a navlink to another site', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, alertsPage([alert({ navlink: 'https://evil.example' })]))),
    );
    await expect(firstPage('important')).rejects.toMatchObject({ name: 'ContractError' });
  });

  it('keys each tab under alerts', () => {
    expect(alerts.alertsInfiniteOptions('important').queryKey).toEqual(['alerts', 'list', 'important']);
    expect(alerts.alertKeys.all).toEqual(['alerts']);
  });
});
