/**
 * The gateway's URL space, named once for the client, the service worker, the dev proxy and the
 * sandbox. Service roots of docs/product.md#service-roots are rewritten onto one gateway base URL by the
 * client.
 */
export const SERVICE_ROOTS = {
  user: '/ind-investment/api/v4',
  aggregator: '/aa-service',
  tracking: '/tracking-service',
  trackV1: '/track/v1',
  stocksWidget: '/stocks-widget',
  creditCard: '/cc-service',
  stories: '/stories-service',
  frontend: '/frontend-webview',
  /** Profile edit and the edit-mobile/email OTPs: `/v1/user/profile/edit`, `/v1/user/otp/…`. */
  profile: '/v1/user',
  /** Screen endpoints: `/api/v1/screen/user/`, `/api/v1/screen/activeScreen/`. */
  screen: '/api/v1/screen',
} as const;

export type Service = keyof typeof SERVICE_ROOTS;

/**
 * First path segments that belong to the gateway, never to the single-page app: the service roots
 * above, the logger, profile and screen APIs (`/api`, `/v1`), our telemetry collectors, the
 * sandbox's own endpoints and the provider login page.
 */
export const GATEWAY_PATH_PREFIXES = [
  '/ind-investment',
  '/aa-service',
  '/tracking-service',
  '/track',
  '/stocks-widget',
  '/cc-service',
  '/stories-service',
  '/frontend-webview',
  '/api',
  '/v1',
  '/analytics',
  '/sentry',
  '/sandbox',
  '/login',
] as const;
