/**
 * The app's one Trusted Types policy (`kosh`, the only name the gateway's CSP allows under
 * `require-trusted-types-for 'script'`). The app writes no HTML and evaluates no strings; its
 * script sinks are the service worker registration and the worker that starts ICU
 * (app/start-icu-warm-up.ts), so the policy vouches for exactly those two scripts of this origin
 * and refuses anything else. Browsers without Trusted Types get the plain string.
 */
import icuWarmUpWorker from '@/i18n/icu-warm-up.worker.ts?worker&url';

const SW_PATH = '/sw.js';
const APP_SCRIPTS: ReadonlySet<string> = new Set([SW_PATH, icuWarmUpWorker]);

type ScriptUrl = string & { readonly __trustedScriptUrl?: never };
type TrustedTypePolicyLike = { createScriptURL: (input: string) => unknown };
type TrustedTypesLike = {
  createPolicy: (
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ) => TrustedTypePolicyLike;
};

let policy: TrustedTypePolicyLike | null | undefined;

function kosh(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const factory = (window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  policy =
    factory?.createPolicy('kosh', {
      createScriptURL: (input) => {
        if (!APP_SCRIPTS.has(input)) throw new TypeError(`Not a script this app loads: ${input}`);
        return input;
      },
    }) ?? null;
  return policy;
}

function trusted(input: string): ScriptUrl {
  return (kosh()?.createScriptURL(input) ?? input) as ScriptUrl;
}

/** `/sw.js` as a TrustedScriptURL where the browser has Trusted Types, else the string itself. */
export function serviceWorkerUrl(): ScriptUrl {
  return trusted(SW_PATH);
}

/** The ICU warm-up worker's built script, likewise. */
export function icuWarmUpWorkerUrl(): ScriptUrl {
  return trusted(icuWarmUpWorker);
}
