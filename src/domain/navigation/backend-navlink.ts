/**
 * The one decision for every navlink the backend sends (alerts, final status, attention items,
 * lending actions): which of the navigation rules applies, and what it decides. The executor in
 * src/native/nav-executor.ts carries the result out.
 */
import type { Hosts } from '@/config/hosts';

import type { HostPlatform } from './back-rules';
import { openGoalUrl, parentRedirectTarget, withGoalsToken } from './goals-rules';
import { decideLendingNavlink, isInternalLendingLink } from './lending-rules';
import type { NavAction } from './nav-action';
import { classifyDestination } from './safe-destination';

export type NavlinkContext = {
  platform: HostPlatform;
  hosts: Hosts;
  /** The current page's query, merged into a relative lending link. */
  currentSearch: string;
  /** Kosh runs inside a frame of the main site (plain browser only). */
  framed: boolean;
  /** The bearer token, for the goals host only (see `withGoalsToken`). */
  authorization: string | null;
};

const GOALS_LINK = [
  /\/goals(\/|$|\?|#)/i,
  /[?&]source=goals(&|#|$)/i,
  /\/insurance(\/|$|\?|#)/i,
  /\/onboarding\/health-insurance/i,
];

function isGoalsLink(link: string, hosts: Hosts): boolean {
  const destination = classifyDestination(link, hosts.allowList);
  if (destination.kind === 'https' && destination.host === hosts.goalsHost) return true;
  return GOALS_LINK.some((pattern) => pattern.test(link));
}

/**
 * - a lending link (`lending: true`, or a lending onboarding / mini-app path) → `decideLendingNavlink`;
 * - a goals link → framed by the main site: the parent goes to its goals page or dashboard
 *   (`parentRedirectTarget`); else `openGoalUrl`, with the goals-host token in a browser;
 * - another https link → opened outside (browser) or through the native redirect (apps);
 * - a relative app path → pushed; anything unsafe → refused.
 */
export function decideBackendNavlink(
  link: string,
  ctx: NavlinkContext,
  options: { lending?: boolean } = {},
): NavAction {
  if (options.lending === true || isInternalLendingLink(link)) {
    return decideLendingNavlink(link, ctx.currentSearch, ctx.platform, ctx.hosts);
  }
  const destination = classifyDestination(link, ctx.hosts.allowList);
  if (destination.kind === 'refused') return { kind: 'refused', url: link, reason: destination.reason };
  if (isGoalsLink(link, ctx.hosts)) {
    if (ctx.framed && ctx.platform === 'web') return parentRedirectTarget(link, ctx.hosts);
    const action = openGoalUrl(link, ctx.platform, ctx.hosts);
    return action.kind === 'open-external'
      ? { ...action, url: withGoalsToken(action.url, ctx.authorization, ctx.platform, ctx.hosts) }
      : action;
  }
  if (destination.kind === 'https') {
    return ctx.platform === 'web'
      ? { kind: 'open-external', url: destination.url }
      : { kind: 'native-redirect', url: destination.url };
  }
  return { kind: 'push', path: `${destination.path}${destination.search}${destination.hash}` };
}
