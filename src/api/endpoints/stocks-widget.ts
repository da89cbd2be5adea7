/**
 * The stocks-widget service (docs/product.md#stocks-widget-service): typed calls and their query options.
 * Every key starts with `'equity'`, so one `invalidateQueries({ queryKey: equityKeys.all })` refreshes the
 * whole area after a tracking switch changes (docs/product.md#access-and-permissions: permissions are enabled
 * by explicit calls).
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ZodMiniType } from 'zod/mini';

import { authedRead, persistedRead } from '@/api/authed-query-options';
import { sendOrQueue, type ChangeOutcome } from '@/api/offline-commands';
import { type QueryParams, request } from '@/api/request';
import {
  accountDetailsSchema,
  type EquityAlertPayload,
  equityAnalyticsSchema,
  type GmailEnablePayload,
  holdingsPageSchema,
  manualPasswordFormSchema,
  mastheadSchema,
  type PfScanPayload,
  pfScanSchema,
  type RevokeNonAaTrackingPayload,
  salesPageSchema,
  trackingBottomsheetSchema,
  trackingUpdateSchema,
  type TrackingUpdate,
  tradesPageSchema,
} from '@/api/schemas/stocks-widget';
import type { CommandActionCode } from '@/domain/offline/command-actions';
import { isSignedIn } from '@/session/auth-token';

import { equityKeys, type BrokerRef, type HoldingsParams, type TradesParams } from './stocks-widget-keys';

export { brokerDetailsQueryOptions } from './broker-details';
export { equityKeys, type BrokerRef, type HoldingsParams, type TradesParams } from './stocks-widget-keys';

/** Trades a page asks for: enough to fill a phone screen twice. */
const TRADES_PAGE_SIZE = 30;

const IN_STOCKS = '/in-stocks';

/** `/{source}/{account_id}` with both segments escaped; source lower-cased as the app's URLs show it. */
function brokerPath(broker: BrokerRef): string {
  return `/${encodeURIComponent(broker.source.toLowerCase())}/${encodeURIComponent(broker.accountId)}`;
}

/** A GET of the service, validated by `schema`. */
function get<T>(path: string, schema: ZodMiniType<T>, signal?: AbortSignal, query?: QueryParams) {
  return request({
    service: 'stocksWidget',
    path,
    schema,
    ...(query ? { query } : {}),
    signal,
  });
}

/** A POST of the service with its payload, validated by `schema`. */
function post<T>(path: string, schema: ZodMiniType<T>, body: unknown) {
  return request({ service: 'stocksWidget', path, schema, method: 'POST', body });
}

// ---- GET ---------------------------------------------------------------------------------------

/** `GET /in-stocks/consolidated-holdings`: every broker's holdings, grouped and ranked. */
function getConsolidatedHoldings(params: HoldingsParams = {}, signal?: AbortSignal) {
  return get(`${IN_STOCKS}/consolidated-holdings`, holdingsPageSchema, signal, { ...params });
}

/** `GET /in-stocks/consolidated-analytics`: allocation and movers across every broker. */
function getConsolidatedAnalytics(signal?: AbortSignal) {
  return get(`${IN_STOCKS}/consolidated-analytics`, equityAnalyticsSchema, signal);
}

/** `GET /in-stocks/masthead/{source}/{account_id}`: the level-2 header. */
function getMasthead(broker: BrokerRef, signal?: AbortSignal) {
  return get(`${IN_STOCKS}/masthead${brokerPath(broker)}`, mastheadSchema, signal);
}

/** `GET /in-stocks/holdings/{source}/{account_id}`: "My Stocks" of one broker. */
function getBrokerHoldings(broker: BrokerRef, params: HoldingsParams = {}, signal?: AbortSignal) {
  return get(`${IN_STOCKS}/holdings${brokerPath(broker)}`, holdingsPageSchema, signal, { ...params });
}

/** `GET /in-stocks/equity-analytics/{source}/{account_id}`: one broker's "Analytics". */
function getEquityAnalytics(broker: BrokerRef, signal?: AbortSignal) {
  return get(`${IN_STOCKS}/equity-analytics${brokerPath(broker)}`, equityAnalyticsSchema, signal);
}

/** `GET /in-stocks/transactions/{source}/{account_id}`: one page of trades, newest first. */
function getTrades(broker: BrokerRef, params: TradesParams = {}, signal?: AbortSignal) {
  return get(`${IN_STOCKS}/transactions${brokerPath(broker)}`, tradesPageSchema, signal, {
    cursor: params.cursor,
    limit: params.limit,
    side: params.side,
  });
}

/** `GET /in-stocks/account-details/{source}/{account_id}`: the demat account behind a broker. */
function getAccountDetails(broker: BrokerRef, signal?: AbortSignal) {
  return get(`${IN_STOCKS}/account-details${brokerPath(broker)}`, accountDetailsSchema, signal);
}

/** `GET /in-stocks/sales-page`: why to link demat accounts. */
function getSalesPage(signal?: AbortSignal) {
  return get(`${IN_STOCKS}/sales-page`, salesPageSchema, signal);
}

/** `GET /in-stocks/manual-password-form`: the CAS statement form. */
function getManualPasswordForm(signal?: AbortSignal) {
  return get(`${IN_STOCKS}/manual-password-form`, manualPasswordFormSchema, signal);
}

/** `GET /cross-sell/tracking-bottomsheet`: a product the customer does not track yet. */
function getTrackingBottomsheet(signal?: AbortSignal) {
  return get('/cross-sell/tracking-bottomsheet', trackingBottomsheetSchema, signal);
}

// ---- POST (explicit customer actions, docs/product.md#access-and-permissions)
// -------------------------------------------------

/**
 * A tracking switch: sent now, or, offline, queued and sent once when the network is back
 * (docs/pwa.md, "Changes made offline"); every Equity answer is refetched once it is applied.
 */
function switchTracking(path: string, body: Record<string, unknown>, action: CommandActionCode) {
  return sendOrQueue({
    service: 'stocksWidget',
    path: `${IN_STOCKS}/${path}`,
    body,
    schema: trackingUpdateSchema,
    action: { code: action },
    refresh: [equityKeys.all],
  });
}

/** `POST /in-stocks/revoke-non-aa-tracking`: stop Gmail/statement tracking; the AA link stays. */
export function revokeNonAaTracking(
  payload: RevokeNonAaTrackingPayload,
): Promise<ChangeOutcome<TrackingUpdate>> {
  return switchTracking('revoke-non-aa-tracking', { ...payload }, 'stop-gmail-tracking');
}

/** `POST /in-stocks/gmail-enable`: switch Gmail-based fetching on or off for a broker. */
export function setGmailTracking(payload: GmailEnablePayload): Promise<ChangeOutcome<TrackingUpdate>> {
  return switchTracking(
    'gmail-enable',
    { ...payload },
    payload.enable ? 'gmail-tracking-on' : 'gmail-tracking-off',
  );
}

/** `POST /in-stocks/equity-alert`: price alerts for a whole broker, or one stock with `isin`. */
export function setEquityAlert(payload: EquityAlertPayload): Promise<ChangeOutcome<TrackingUpdate>> {
  return switchTracking(
    'equity-alert',
    { ...payload },
    payload.enable ? 'price-alert-on' : 'price-alert-off',
  );
}

/** `POST /in-stocks/pf-scan`: concentration facts for one broker, or the whole portfolio. */
export function runPortfolioScan(payload: PfScanPayload = {}) {
  return post(`${IN_STOCKS}/pf-scan`, pfScanSchema, payload);
}

// ---- Query options -----------------------------------------------------------------------------

export function consolidatedHoldingsQueryOptions(params: HoldingsParams = {}) {
  return authedRead(equityKeys.consolidatedHoldings(params), (signal) =>
    getConsolidatedHoldings(params, signal),
  );
}

export function consolidatedAnalyticsQueryOptions() {
  return authedRead(equityKeys.consolidatedAnalytics(), getConsolidatedAnalytics);
}

export function mastheadQueryOptions(broker: BrokerRef) {
  return persistedRead(equityKeys.masthead(broker), (signal) => getMasthead(broker, signal));
}

export function brokerHoldingsQueryOptions(broker: BrokerRef, params: HoldingsParams = {}) {
  return authedRead(equityKeys.holdings(broker, params), (signal) =>
    getBrokerHoldings(broker, params, signal),
  );
}

export function equityAnalyticsQueryOptions(broker: BrokerRef) {
  return authedRead(equityKeys.analytics(broker), (signal) => getEquityAnalytics(broker, signal));
}

export function accountDetailsQueryOptions(broker: BrokerRef) {
  return authedRead(equityKeys.accountDetails(broker), (signal) => getAccountDetails(broker, signal));
}

export function salesPageQueryOptions() {
  return authedRead(equityKeys.salesPage(), getSalesPage);
}

export function manualPasswordFormQueryOptions() {
  return authedRead(equityKeys.manualPasswordForm(), getManualPasswordForm);
}

export function trackingBottomsheetQueryOptions() {
  return authedRead(equityKeys.trackingBottomsheet(), getTrackingBottomsheet);
}

/**
 * The "Transactions" tab as an infinite query: each page's `next_cursor` fetches the next, and
 * there is no next page once it is null. Off without a bearer token (docs/product.md#access-and-permissions),
 * like the rest.
 */
export function tradesInfiniteQueryOptions(broker: BrokerRef, side?: 'BUY' | 'SELL') {
  return infiniteQueryOptions({
    queryKey: equityKeys.trades(broker, side),
    queryFn: ({ signal, pageParam }) =>
      getTrades(
        broker,
        { limit: TRADES_PAGE_SIZE, ...(side ? { side } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: () => isSignedIn(),
  });
}
