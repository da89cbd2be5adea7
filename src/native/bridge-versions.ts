/**
 * The oldest host app that implements each bridge call (docs/product.md#version-gate, "version
 * compatibility"). A call listed here reaches the host only when the host announced a version at least this
 * high (`window.KoshHost.appVersion`); an older host, or one whose version is unknown, gets the web
 * behaviour. Calls not listed are part of every host we support. docs/native-bridge.md mirrors
 * this table: change both together.
 */
import { isAppVersionCompatible } from '@/domain/version/compatibility';

import type { HostMethod } from './bridge';

export type HostPlatform = 'android' | 'ios';

const HOST_MIN_VERSIONS: Readonly<Partial<Record<HostMethod, { android: string; ios: string }>>> = {
  refreshWithData: { android: '7.8.0', ios: '7.8.0' },
  redirectWithConfig: { android: '7.8.0', ios: '8.0.0' },
  startGoogleSignIn: { android: '8.1.0', ios: '8.3.0' },
  shareAppContent: { android: '7.2.0', ios: '7.4.0' },
  logOdmData: { android: '8.3.0', ios: '8.3.0' },
  fetchSms: { android: '8.0.0', ios: '8.2.0' },
  haptic: { android: '7.4.0', ios: '7.6.0' },
  emitEvent: { android: '8.2.0', ios: '8.4.0' },
};

/** Whether a host of `platform` at `appVersion` (null: unknown) implements `method`. */
export function hostVersionAllows(
  method: HostMethod,
  platform: HostPlatform,
  appVersion: string | null,
): boolean {
  const required = HOST_MIN_VERSIONS[method];
  if (required === undefined) return true;
  return isAppVersionCompatible({ platform, appVersion, required });
}
