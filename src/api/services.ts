/**
 * Service roots of the provider's API (docs/product.md#service-roots). The client rewrites every root onto
 * one gateway base URL, so pointing the app at a real gateway is configuration, not code
 * (ARCHITECTURE.md#top-level).
 */
import { env } from '@/config/env';
import { SERVICE_ROOTS, type Service } from '@/config/service-roots';

export type { Service };

/** Absolute-or-same-origin URL of `path` under a service root, with optional query parameters. */
export function serviceUrl(
  service: Service,
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const url = new URL(`${env.VITE_GATEWAY_URL}${SERVICE_ROOTS[service]}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return env.VITE_GATEWAY_URL === '' ? `${url.pathname}${url.search}` : url.toString();
}

/** The provider's login page; `returnTo` is the path and query to come back to. */
export function loginUrl(returnTo: string): string {
  return `${env.VITE_GATEWAY_URL}/login?return_to=${encodeURIComponent(returnTo)}`;
}
