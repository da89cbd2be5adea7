import type { FastifyInstance, FastifyReply } from 'fastify';

import { IMAGE_HOST_ALLOW_LIST } from '@/config/constants';

import { isApiPath, pathOf } from './service-roots';

/**
 * The app's Content-Security-Policy. Nothing inline may run (the build emits no inline script);
 * inline styles stay allowed because MUI/emotion injects `<style>` tags at runtime. Images may
 * come only from the app itself, data: URLs and the provider's image hosts.
 */
export function buildContentSecurityPolicy(): string {
  const imageHosts = IMAGE_HOST_ALLOW_LIST.map((host) => `https://${host}`);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageHosts].join(' '),
    "connect-src 'self'",
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
  ].join('; ');
}

const CONTENT_SECURITY_POLICY = buildContentSecurityPolicy();

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
 * security headers on all answers (CSP on HTML), `private, no-store` plus `Vary: Authorization`
 * on API answers (they are per-user; a route may allow a short private cache with
 * {@link cacheBriefly}), and `no-store` on anything that set no policy of its own (login page,
 * redirects carrying a token, errors). Static files set their own in static-app.ts.
 */
export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', function addHeaders(request, reply, payload, done) {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.toLowerCase().startsWith('text/html')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
    if (isApiPath(pathOf(request.url))) {
      reply.header('cache-control', apiCacheControl(reply));
      appendVary(reply, 'Authorization');
    } else if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
