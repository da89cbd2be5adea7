/**
 * What each first screen asks the gateway for first, asked from the entry chunk while the data
 * layer's and the screen's chunks are still on their way (api/head-start.ts adopts the answers).
 * Only GETs, only for a signed-in customer, each exactly as its query asks for it (service, path
 * and query in the same order). A call listed here that a screen stops making is a wasted
 * request, never a wrong answer: an answer is adopted only by the same GET.
 */
import { askEarly } from '@/api/head-start';
import { serviceUrl, type Service } from '@/api/services';
import { ALERTS_PAGE_SIZE, NEWS_PAGE_SIZE } from '@/config/constants';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { startLocale } from '@/i18n/start-locale';
import { currentAuthorization } from '@/session/auth-token';

type Call = { service: Service; path: string; query?: Record<string, string | number> };

/** The customer: every signed-in screen asks for it first (the data provider's identity). */
const USER: Call = { service: 'user', path: '/user/basic/' };
const SAVINGS_L1: Call = { service: 'aggregator', path: '/l1-screen-v2' };
const BROKERS: Call = { service: 'stocksWidget', path: '/in-stocks/broker-details' };
const CARDS: Call = { service: 'creditCard', path: '/cards' };

/** By path: the calls whose answers the screen's first paint waits for. */
const FIRST_CALLS: Readonly<Record<string, readonly Call[]>> = {
  '/': [SAVINGS_L1, BROKERS, CARDS],
  [APP_PATHS.savings]: [SAVINGS_L1],
  [APP_PATHS.banks]: [SAVINGS_L1],
  [APP_PATHS.equity]: [BROKERS],
  [APP_PATHS.mutualFunds]: [{ service: 'tracking', path: '/mutual-funds/portfolio' }],
  [APP_PATHS.creditCards]: [CARDS],
  [APP_PATHS.instaCash]: [{ service: 'user', path: '/insta-cash/summary' }],
  [APP_PATHS.news]: [
    { service: 'stories', path: '/story/news/live-stocks', query: { filter: 'live', limit: NEWS_PAGE_SIZE } },
  ],
  [APP_PATHS.alerts]: [
    { service: 'user', path: '/alerts', query: { tab: 'important', limit: ALERTS_PAGE_SIZE } },
  ],
  [APP_PATHS.aa.onboarding]: [
    { service: 'aggregator', path: '/onboard/sales-page' },
    { service: 'tracking', path: '/onboard/get-onboarding-cache' },
  ],
};

/** Asks for the first screen's first answers, once the token and the language are known. */
export async function askFirstRequests(pathname: string): Promise<void> {
  const calls = FIRST_CALLS[pathname];
  if (calls === undefined) return;
  const [authorization] = await Promise.all([currentAuthorization(), startLocale()]);
  if (authorization === null) return;
  for (const call of [USER, ...calls])
    askEarly(serviceUrl(call.service, call.path, call.query), authorization);
}
