/**
 * App-version gate: native shells older than the backend's threshold must update
 * (docs/product.md#version-gate).
 */

/** Dotted non-negative integers: no sign, no whitespace, no empty part, no leading/trailing dot. */
const VERSION_PATTERN = /^[0-9]+(\.[0-9]+)*$/;

/** The numeric parts of a version, or null when it is malformed. */
function parseVersion(version: string): number[] | null {
  return VERSION_PATTERN.test(version) ? version.split('.').map(Number) : null;
}

/**
 * Compares dotted numeric versions part by part as numbers (`1.10.0` > `1.9.9`); missing parts
 * count as 0, so `1.2` equals `1.2.0`. Returns -1, 0 or 1 like a comparator, or null when either
 * version is malformed (empty, a non-numeric or negative part, a leading/trailing dot, whitespace).
 */
function compareVersions(a: string, b: string): -1 | 0 | 1 | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const x = left[index] ?? 0;
    const y = right[index] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The host the app runs in; only native shells are version-gated. */
type AppPlatform = 'android' | 'ios' | 'web';

/** Inputs of {@link isAppVersionCompatible}. */
export type AppVersionCheck = {
  platform: AppPlatform;
  appVersion: string | null | undefined;
  required: { android: string; ios: string };
};

/**
 * Whether the running app may be used as is. Web is always compatible (it is always the latest
 * build). On android/ios the app version must be at least that platform's required version; a
 * missing or malformed version (or threshold) is incompatible, so an unknown shell is asked to update.
 */
export function isAppVersionCompatible(input: AppVersionCheck): boolean {
  if (input.platform === 'web') return true;
  if (input.appVersion == null) return false;
  const order = compareVersions(input.appVersion, input.required[input.platform]);
  return order === 0 || order === 1;
}
