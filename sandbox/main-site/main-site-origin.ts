import type { FastifyRequest } from 'fastify';

/**
 * The provider's main site, as the sandbox stands in for it: the origin that may frame the app
 * (`frame-ancestors`) and that serves the stand-in pages of main-site-routes.ts. An explicit origin
 * (`KOSH_MAIN_SITE_ORIGIN`, `buildServer({ mainSiteOrigin })`), or null for the default: this same
 * server reached as `http://127.0.0.1:<port>`, while the app is opened as `http://localhost:<port>`.
 * Two origins, one server: a browser treats them as different sites.
 */
export type MainSiteOption = string | null;

/** The loopback name the default main site uses; the app's default is `localhost`. */
const MAIN_SITE_HOST = '127.0.0.1';
const APP_HOST = 'localhost';

/** The port this request reached the server on, or null (in-process `inject`). */
function localPort(request: FastifyRequest): number | null {
  const port = request.socket.localPort;
  return typeof port === 'number' && port > 0 ? port : null;
}

/** The main-site origin for `request`'s server, or null when none can be named. */
export function mainSiteOriginFor(option: MainSiteOption, request: FastifyRequest): string | null {
  if (option !== null) return option;
  const port = localPort(request);
  return port === null ? null : `http://${MAIN_SITE_HOST}:${port}`;
}

/** Where the stand-in main site frames the app from: the same server under the app's host name. */
export function appOriginFor(request: FastifyRequest): string | null {
  const port = localPort(request);
  return port === null ? null : `http://${APP_HOST}:${port}`;
}

/** The origin `request` was addressed to (its Host header), e.g. `http://127.0.0.1:4173`. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? ''}`;
}
