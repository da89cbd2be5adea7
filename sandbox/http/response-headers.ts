import type { FastifyInstance, FastifyReply } from 'fastify';

import { mainSiteOriginFor, type MainSiteOption } from '../main-site/main-site-origin';
import { answerVariesOnLanguage } from './language';
import {
  buildContentSecurityPolicy,
  CROSS_ORIGIN_OPENER_POLICY,
  PERMISSIONS_POLICY,
} from './security-headers';
import { isApiPath, pathOf } from './service-roots';

/** Adds `value` to the reply's `Vary` header unless it is already listed. */
function appendVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const listed =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((v) => v.trim());
  if (!listed.some((v) => v.toLowerCase() === value.toLowerCase() || v === '*')) {
    reply.header('vary', [...listed, value].join(', '));
  }
}

// Replies whose route allowed a short cache, with its max-age in seconds. A WeakMap keyed by the
// reply, not a header the route sets, so no route can open the cache by accident.
const BRIEFLY_CACHEABLE = new WeakMap<FastifyReply, number>();

/**
 * Lets a successful answer be kept for `maxAgeSeconds` (`private, max-age=N`) instead of the API
 * default `private, no-store`. Only for data that is the same for every customer (the news
 * feed, which the service worker serves stale-while-revalidate): personal data stays no-store.
 * Any answer other than a 200 (an error, an injected fault) is still no-store.
 */
export function cacheBriefly(reply: FastifyReply, maxAgeSeconds: number): void {
  BRIEFLY_CACHEABLE.set(reply, maxAgeSeconds);
}

/** The Cache-Control of an API answer: no-store unless its route allowed a short cache. */
function apiCacheControl(reply: FastifyReply): string {
  const maxAge = BRIEFLY_CACHEABLE.get(reply);
  return maxAge !== undefined && reply.statusCode === 200
    ? `private, max-age=${maxAge}`
    : 'private, no-store';
}

/**
 * One `onSend` hook for the headers every answer needs, so no route can forget them:
 * security headers on all answers (CSP, COOP and Permissions-Policy on HTML; the CSP's
 * `frame-ancestors` names the main site, see sandbox/main-site/), `private, no-store` plus `Vary: Authorization`
 * on API answers (they are per-user; a route may allow a short private cache with
 * {@link cacheBriefly}), and `no-store` on anything that set no policy of its own (login page,
 * redirects carrying a token, errors). Static files set their own in static-app.ts.
 */
export function installResponseHeaders(app: FastifyInstance, mainSite: MainSiteOption = null): void {
  app.addHook('onSend', function addHeaders(request, reply, payload, done) {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    const contentType = String(reply.getHeader('content-type') ?? '');
    // A page that set its own policy (the main-site stand-in) keeps it.
    if (contentType.toLowerCase().startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      const mainSiteOrigin = mainSiteOriginFor(mainSite, request);
      reply.header(
        'content-security-policy',
        buildContentSecurityPolicy({ frameAncestors: mainSiteOrigin === null ? [] : [mainSiteOrigin] }),
      );
      reply.header('cross-origin-opener-policy', CROSS_ORIGIN_OPENER_POLICY);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    }
    if (isApiPath(pathOf(request.url))) {
      reply.header('cache-control', apiCacheControl(reply));
      appendVary(reply, 'Authorization');
    } else if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    // An answer written in the caller's language (sandbox/http/language.ts) depends on it.
    if (answerVariesOnLanguage(request)) appendVary(reply, 'Accept-Language');
    done(null, payload);
  });
}
