import { IMAGE_HOST_ALLOW_LIST } from '@/config/constants';

/**
 * The headers that defend the app's documents wherever the gateway serves them (docs/security.md
 * says why each is there). Pure builders: response-headers.ts applies them, tests read them.
 */

/** Where browsers send CSP violation reports: the sandbox's telemetry sink (csp-report-routes.ts). */
export const CSP_REPORT_PATH = '/sandbox/telemetry/csp-reports';

/** The Trusted Types policy the app creates (src/app/pwa/trusted-types.ts); the only one allowed. */
const TRUSTED_TYPES_POLICY = 'kosh';

export type CspOptions = {
  /** Origins besides the app's own that may frame it: the provider's main site. */
  frameAncestors: readonly string[];
};

/**
 * The app's Content-Security-Policy. Nothing inline may run (the build emits no inline script);
 * inline styles stay allowed because MUI/emotion injects `<style>` tags at runtime. Images may come
 * only from the app itself, data: URLs and the provider's image hosts. Script sinks take Trusted
 * Types only, from the app's one policy. Violations are reported to the telemetry sink with
 * `report-uri` alone: Chromium ignores `report-uri` once `report-to` is present and then delivers
 * through the Reporting API in batches up to a minute late, which the sink and the tests cannot wait
 * for; every current browser still honours `report-uri`.
 */
export function buildContentSecurityPolicy(options: CspOptions = { frameAncestors: [] }): string {
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
    ["frame-ancestors 'self'", ...options.frameAncestors].join(' '),
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/**
 * Powerful features the app never uses are denied to it and to anything it might embed; the ones it
 * uses (OTP autofill, copying to the clipboard) stay with the app's own origin. The share sheet
 * (`web-share`, default `self`) is not listed: desktop Chromium does not know the name, and an
 * unknown name only adds a console warning (so are `ambient-light-sensor` and `bluetooth`).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=(self)',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'storage-access=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * A page that opens Kosh with `window.open` keeps no handle on it (it cannot move the Kosh tab to a
 * phishing page), and Kosh gets no `window.opener`. Frames are not affected: the main site framing
 * the app still works, and so does the app sending its parent somewhere.
 */
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin';
