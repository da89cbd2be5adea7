/**
 * The app's one Trusted Types policy (`kosh`, the only name the gateway's CSP allows under
 * `require-trusted-types-for 'script'`). The app writes no HTML and evaluates no strings; its one
 * script sink is the service worker registration, so the policy vouches for exactly `/sw.js` on this
 * origin and refuses anything else. Browsers without Trusted Types get the plain string.
 */
const SW_PATH = '/sw.js';

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
        if (input !== SW_PATH) throw new TypeError(`Not a script this app loads: ${input}`);
        return input;
      },
    }) ?? null;
  return policy;
}

/** `/sw.js` as a TrustedScriptURL where the browser has Trusted Types, else the string itself. */
export function serviceWorkerUrl(): ScriptUrl {
  return (kosh()?.createScriptURL(SW_PATH) ?? SW_PATH) as ScriptUrl;
}
