import {
  MAIN_SITE_DASHBOARD_PATH,
  MAIN_SITE_GOALS_PATH,
  MAIN_SITE_LAUNCH_PATH,
  type Hosts,
} from '@/config/hosts';

import type { HostPlatform } from './back-rules';
import type { NavAction } from './nav-action';
import { classifyDestination } from './safe-destination';

const GOALS_SOURCE = 'goals';
/** Paths whose journeys belong to the goals page of the main site (docs/product.md#goal-links). */
const GOALS_FAMILY = [/\/goals(\/|$|\?|#)/i, /\/insurance(\/|$|\?|#)/i, /\/onboarding\/health-insurance/i];

/**
 * Where the parent window goes (docs/product.md#parent-window-redirect): URLs on the goals path, with a goals
 * source parameter, on the insurance path or the health-insurance onboarding path → the main site's goals
 * page; anything else → its dashboard.
 */
export function parentRedirectTarget(url: string, hosts: Hosts): NavAction {
  const hasGoalsSource =
    new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? '').get('source') === GOALS_SOURCE;
  const goals = hasGoalsSource || GOALS_FAMILY.some((pattern) => pattern.test(url));
  const path = goals ? MAIN_SITE_GOALS_PATH : MAIN_SITE_DASHBOARD_PATH;
  return { kind: 'parent-redirect', url: `https://${hosts.mainSite}${path}` };
}

/** `url` with `key=value` set in its query, keeping its hash. */
function withParam(url: string, key: string, value: string): string {
  const [beforeHash, hash] = splitOnce(url, '#');
  const [path, query] = splitOnce(beforeHash, '?');
  const params = new URLSearchParams(query);
  params.set(key, value);
  return `${path}?${params.toString()}${hash === '' ? '' : `#${hash}`}`;
}

function splitOnce(value: string, separator: string): [string, string] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)];
}

/**
 * Opening a goal URL (docs/product.md#goal-links). One starting with a slash opens, in a native webview,
 * through the main site's launch URL wrapping the webview host URL; in a plain browser with `source=goals`.
 * Absolute URLs must pass the safety gate.
 */
export function openGoalUrl(url: string, platform: HostPlatform, hosts: Hosts): NavAction {
  const destination = classifyDestination(url, hosts.allowList);
  if (destination.kind === 'refused') return { kind: 'refused', url, reason: destination.reason };
  if (destination.kind === 'https') {
    return platform === 'web'
      ? { kind: 'open-external', url: destination.url }
      : { kind: 'native-redirect', url: destination.url };
  }
  const path = `${destination.path}${destination.search}${destination.hash}`;
  if (platform === 'web') return { kind: 'push', path: withParam(path, 'source', GOALS_SOURCE) };
  const inner = `https://${hosts.webviewHost}${path}`;
  return {
    kind: 'native-webview',
    url: `https://${hosts.mainSite}${MAIN_SITE_LAUNCH_PATH}?url=${encodeURIComponent(inner)}`,
  };
}

/**
 * A goals-host URL gets the bearer token (without `Bearer `) as a `token` parameter, in a plain
 * browser only, and only when the URL is https on exactly the configured goals host: the token
 * never goes anywhere else (a look-alike host or `?x=goals-host` gets nothing).
 */
export function withGoalsToken(
  url: string,
  authorization: string | null,
  platform: HostPlatform,
  hosts: Hosts,
): string {
  if (platform !== 'web' || authorization === null) return url;
  const token = authorization.replace(/^bearer\s+/i, '').trim();
  if (token === '') return url;
  const destination = classifyDestination(url, [hosts.goalsHost]);
  if (destination.kind !== 'https') return url;
  return withParam(destination.url, 'token', token);
}
