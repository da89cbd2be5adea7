import type { FlowType } from './flow-type';

/**
 * The navlink query parameters of the linking flow (docs/product.md#linking-navlink-parameters), in the order
 * the app reads them.
 */
export type LinkingNavlinkParams = {
  fipId: string | null;
  source: string | null;
  consent_status: string;
  basket_id: string | null;
  status_id: string | null;
  native_platform: string | null;
  flow_type: FlowType;
};

const PARAM_ORDER = [
  'fipId',
  'source',
  'consent_status',
  'basket_id',
  'status_id',
  'native_platform',
  'flow_type',
] as const satisfies readonly (keyof LinkingNavlinkParams)[];

/**
 * A relative app path with the linking parameters in its query; empty (null) parameters are left
 * out. A path that is not app-relative (`https://…`, `//host`, no leading slash) gives `/`, so a
 * navlink can never send the customer off the app.
 */
export function buildLinkingNavlink(path: string, params: LinkingNavlinkParams): string {
  const safePath = isAppRelativePath(path) ? path : '/';
  const query = new URLSearchParams();
  for (const key of PARAM_ORDER) {
    const value = params[key];
    if (value !== null && value !== '') query.set(key, value);
  }
  const text = query.toString();
  if (text === '') return safePath;
  // The query goes before any fragment: after `#` it would be part of the fragment and lost.
  const hashAt = safePath.indexOf('#');
  const base = hashAt === -1 ? safePath : safePath.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : safePath.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${text}${fragment}`;
}

/** True for `/path…` but not `//host…` or `/\host…` (both leave the origin in browsers). */
export function isAppRelativePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
