/**
 * Business constants of docs/product.md#business-constants, named once. Nothing else in the codebase repeats
 * these literals: import them from here. Pure values only, so `domain/`, `sw/` and `sandbox/` may import this
 * file.
 */

// ── Toast banner (docs/product.md#toast-banner)
/** How long a toast stays on screen before it hides. */
export const TOAST_DISPLAY_MS = 3000;
/** Slide-in / slide-out duration of the toast banner. */
export const TOAST_SLIDE_MS = 1000;

// ── Telemetry. Batch size, flush interval, request size and timeout belong to the
// delivery module: src/telemetry/delivery/constants.ts.
/** Share of sessions whose replay is recorded. */
export const SESSION_REPLAY_SAMPLE_RATE = 0.25;

// ── Service worker (docs/product.md#business-constants)
/** Version carried by every cache name; bump to discard every old cache. */
export const SW_VERSION = 12;

// ── OTP auto-read from SMS in native apps (docs/product.md#otp-auto-read)
/** How often the native bridge is asked for new SMS. */
export const OTP_POLL_INTERVAL_MS = 1500;
/** Only messages received within this window are read. */
export const SMS_LOOKBACK_MS = 60_000;
/** At most this many messages are asked for per poll. */
export const SMS_MAX_MESSAGES = 3;
/** Digits in an OTP. */
export const OTP_LENGTH = 6;

// ── Native host (docs/product.md#business-constants)
/** Default haptic vibration. */
export const DEFAULT_VIBRATION_MS = 50;

// ── Network (docs/product.md#business-constants: "one constant is 20000"; we read it as the request timeout)
/** A call without an answer after this long fails with a TimeoutError. */
export const REQUEST_TIMEOUT_MS = 20_000;

// ── Data cache (docs/product.md#business-constants)
/** Server data counts as fresh for this long. */
export const DATA_STALE_TIME_MS = 5 * 60_000;
/** Failed queries are retried this many times (never on a 4xx). */
export const QUERY_RETRY_COUNT = 3;
/** Exponential backoff between retries never waits longer than this. */
export const RETRY_BACKOFF_CAP_MS = 30_000;
/** The query client does not refetch when the window regains focus. */
export const REFETCH_ON_WINDOW_FOCUS = false;

// ── Indian number formatting (docs/product.md#indian-number-format)
export const THOUSAND = 1e3;
export const LAKH = 1e5;
export const CRORE = 1e7;
/** Decimals shown by default. */
export const DEFAULT_DECIMALS = 2;
/** Paise in one rupee: money is integer paise everywhere. */
export const PAISE_PER_RUPEE = 100;

// ── Layout (docs/product.md#app-shell)
/** Content is capped at about Tailwind's `max-w-5xl` on desktop web. */
export const CONTENT_MAX_WIDTH_REM = 64;
/** Header top padding: Tailwind pt-4 on iOS (the host draws the status bar)… */
export const HEADER_PADDING_TOP_IOS_PX = 16;
/** …and pt-12 everywhere else. */
export const HEADER_PADDING_TOP_DEFAULT_PX = 48;
/** Viewport width from which the layout counts as "wide" (MUI `md`). */
export const WIDE_SCREEN_MIN_PX = 900;

// ── Account aggregator (docs/product.md#entities; docs/product.md#fip-catalogue)
/** The fixed depository pair: selecting exactly these (or one of them) means equity onboarding. */
export const EQUITY_DEPOSITORY_FIP_IDS = ['CDSLFIP', 'fip@nsdl'] as const;
/** Account-aggregator partner used when none is named. */
export const DEFAULT_AA_SOURCE = 'FINVU';

// ── Images (docs/product.md#business-constants): only these hosts may serve images into the app.
export const IMAGE_HOST_ALLOW_LIST = ['assets.kosh.money', 'static.kosh.money'] as const;
/**
 * News thumbnails the gateway serves itself (same origin, so they read offline from the worker's
 * image cache): `/news-images/<category>/<n>.svg`.
 */
/** Stories per page of the news feed (its query, and the first screen's early ask: app/first-requests.ts). */
export const NEWS_PAGE_SIZE = 20;
/** Alerts per page (the same two). */
export const ALERTS_PAGE_SIZE = 30;

export const NEWS_IMAGE_PATH = /^\/news-images\/[a-z_]{1,20}\/\d{1,3}\.svg$/;

// ── Sandbox conventions (docs/product.md#sandbox-conventions)
/** The sandbox's static OTP for the AA partner and for every bank. */
export const SANDBOX_STATIC_OTP = '123456';
