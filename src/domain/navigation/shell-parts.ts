/**
 * Which parts of the app shell a route gets (docs/product.md#app-shell, "App shell"). One pure decision so
 * the layout, tests and any prefetching agree on it.
 */

/** First path segments on which the provider's side/header navigation bar appears. */
const SITE_BAR_PATH_SEGMENTS = [
  'ipo',
  'poll',
  'priority',
  'kyc',
  'digilocker-status',
  'forward-user',
  'video-kyc',
  'grandgifting-festival',
  'super-credit-card',
] as const;

/** Under `/onboarding/…` the bar appears only for these second segments. */
const ONBOARDING_SITE_BAR_SEGMENTS = ['health-insurance-v2', 'goals'] as const;

/** First path segments that carry the regulatory advisory disclaimer footer on wide screens. */
const ADVISORY_DISCLAIMER_SEGMENTS = ['goals', 'super-sip'] as const;

/** The separately loaded widget bundle a route needs, if any. */
type ShellWidgets = 'account-aggregator' | 'insta-plus' | null;

/** The optional parts of the shell for one route. */
export type ShellParts = {
  siteBar: boolean;
  widgets: ShellWidgets;
  advisoryDisclaimer: boolean;
};

/** Whether `segment` is one of `list`; `includes` on a literal tuple would not accept any string. */
function isOneOf(list: readonly string[], segment: string | undefined): boolean {
  return segment !== undefined && list.includes(segment);
}

/**
 * Decides the shell parts for `pathname` (a path; anything from the first `?` or `#` is ignored,
 * matching is case-insensitive, empty segments from doubled or trailing slashes are skipped):
 * - `siteBar`: the FIRST segment is one of {@link SITE_BAR_PATH_SEGMENTS} (`/ipo/apply/1` yes,
 *   `/savings/ipo` and `/ipo-list` no), or the path is `/onboarding/health-insurance-v2/…` or
 *   `/onboarding/goals/…` (other onboarding paths get no bar).
 * - `widgets`: 'account-aggregator' when the path contains that text anywhere, else 'insta-plus'
 *   when it contains that, else null.
 * - `advisoryDisclaimer`: only on wide viewports, when the path starts with `/goals`,
 *   `/super-sip` or `/onboarding/goals`.
 */
export function shellPartsFor(pathname: string, viewport: { wide: boolean }): ShellParts {
  const path = (pathname.split(/[?#]/)[0] ?? '').toLowerCase();
  const [first, second] = path.split('/').filter((segment) => segment !== '');
  const onboarding = first === 'onboarding';
  const siteBar = onboarding
    ? isOneOf(ONBOARDING_SITE_BAR_SEGMENTS, second)
    : isOneOf(SITE_BAR_PATH_SEGMENTS, first);
  let widgets: ShellWidgets = null;
  if (path.includes('account-aggregator')) widgets = 'account-aggregator';
  else if (path.includes('insta-plus')) widgets = 'insta-plus';
  const disclaimerPath = isOneOf(ADVISORY_DISCLAIMER_SEGMENTS, first) || (onboarding && second === 'goals');
  return { siteBar, widgets, advisoryDisclaimer: viewport.wide && disclaimerPath };
}
