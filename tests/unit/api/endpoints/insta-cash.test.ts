import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Endpoints from '@/api/endpoints/insta-cash';

import {
  jsonResponse,
  loadApi,
  sent,
  stubFetch,
  type Api,
  type FetchMock,
} from '../../../support/fetch-stub';
import {
  emiRow,
  offer,
  schedule,
  summary,
  transactions,
  withdrawal,
  withdrawals,
} from '../../fixtures/insta-cash';

let api: Api;
let ic: typeof Endpoints;
let fetchMock: FetchMock;

function answer(body: unknown, status = 200): void {
  fetchMock.mockImplementationOnce(() => Promise.resolve(jsonResponse(status, body)));
}

beforeEach(async () => {
  fetchMock = stubFetch(200, summary());
  api = await loadApi();
  ic = await import('@/api/endpoints/insta-cash');
  api.auth.setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  api.auth.clearAuthorization();
});

describe('instant-cash endpoints', () => {
  it('reads every view under the user service', async () => {
    answer(summary());
    answer(withdrawals());
    answer(schedule([emiRow()]));
    answer(schedule([emiRow()]));
    answer(transactions());
    answer(offer());
    const client = new QueryClient();
    await client.fetchQuery(ic.instaCashSummaryQueryOptions());
    await client.fetchQuery(ic.withdrawalsQueryOptions());
    await client.fetchQuery(ic.emiScheduleQueryOptions('wd-3'));
    await client.fetchQuery(ic.emiScheduleQueryOptions(null));
    await client.fetchQuery(ic.instaCashTransactionsQueryOptions());
    await client.fetchQuery(ic.instaCashOfferQueryOptions());
    expect(fetchMock.mock.calls.map((_, i) => sent(fetchMock, i).url)).toEqual([
      '/ind-investment/api/v4/insta-cash/summary',
      '/ind-investment/api/v4/insta-cash/withdrawals',
      '/ind-investment/api/v4/insta-cash/emi-schedule?withdrawal_id=wd-3',
      '/ind-investment/api/v4/insta-cash/emi-schedule',
      '/ind-investment/api/v4/insta-cash/transactions',
      '/ind-investment/api/v4/insta-cash/offer',
    ]);
  });

  it('reads a customer without a line as not eligible, not as an error', async () => {
    answer({ eligible: false });
    await expect(new QueryClient().fetchQuery(ic.instaCashSummaryQueryOptions())).resolves.toEqual({
      eligible: false,
    });
  });

  it('posts a withdrawal as paise and months', async () => {
    answer(
      { withdrawal: withdrawal(), schedule: [emiRow({ status: 'UPCOMING' })], available_paise: 100 },
      201,
    );
    const created = await ic.createWithdrawal({ amountPaise: 5000000, tenureMonths: 6 });
    expect(created.available_paise).toBe(100);
    const { init } = sent(fetchMock);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ amount_paise: 5000000, tenure_months: 6 });
  });

  it('raises a refused withdrawal with its status', async () => {
    answer({ error: { code: 'AMOUNT_ABOVE_AVAILABLE', message: 'too much' } }, 422);
    await expect(ic.createWithdrawal({ amountPaise: 1, tenureMonths: 3 })).rejects.toMatchObject({
      statusCode: 422,
      message: 'too much',
    });
  });

  it('keys every view under insta-cash', () => {
    expect(ic.instaCashKeys.emiSchedule(null)).toEqual(['insta-cash', 'emi-schedule', 'all']);
    expect(ic.instaCashKeys.emiSchedule('wd-3')).toEqual(['insta-cash', 'emi-schedule', 'wd-3']);
    expect(ic.instaCashSummaryQueryOptions().queryKey).toEqual(['insta-cash', 'summary']);
    expect(ic.instaCashOfferQueryOptions().staleTime).toBe(0);
  });
});
