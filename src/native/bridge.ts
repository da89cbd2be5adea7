/**
 * The one typed surface between the page and its host (docs/product.md#native-bridge-calls, "Native bridge
 * calls", docs/native-bridge.md). Three adapters implement it: Android (`window.KoshAndroid`), iOS
 * (`window.webkit.messageHandlers.kosh`) and web (what a plain browser does instead). Method names are the
 * host's method names; docs/native-bridge.md is the contract the host teams implement.
 *
 * Every call is fire-and-forget except `fetchSms`, and none ever throws: a host that is missing a
 * method, too old for it, or that throws, gets the web behaviour instead.
 */
import type { SmsMessage } from '@/domain/otp/pick-otp';

import type { Platform } from './platform';

/** Screens of the host app that a broadcast asks to reload (docs/product.md#native-bridge-calls). */
export type BroadcastName = 'refreshTransactionScreen' | 'intent_broadcast_added_trade';

/** A value the host can receive: JSON (Android gets objects as JSON strings). */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export type JsonObject = { readonly [key: string]: JsonValue };

type HostToastType = 'success' | 'warning' | 'error';

/** What `shareAppContent` shares; at least a text. */
export type ShareContent = { title?: string; text: string; url?: string };

/** What `fetchSms` asks the host for (docs/product.md#otp-auto-read: the last minute, up to 3). */
type SmsQuery = {
  lookbackMs: number;
  maxMessages: number;
  /** A hint: hosts MAY return only this sender's messages; the page filters again anyway. */
  sender?: string;
};

/** The outcome of `fetchSms`. `unavailable`: web, old host, no answer in time, malformed answer. */
export type SmsFetchResult =
  { status: 'ok'; messages: SmsMessage[] } | { status: 'permission-denied' } | { status: 'unavailable' };

/** Things the host tells the page without being asked (docs/native-bridge.md "Host events"). */
export type HostEvent =
  /** The hardware/system back button, sent only while back handling is enabled. */
  | { type: 'back' }
  /** The app came back to the foreground. */
  | { type: 'resume' }
  /** The end of a Google sign-in started by `startGoogleSignIn`. */
  | { type: 'googleSignIn'; status: 'success' | 'cancelled' | 'failed'; authCode?: string };

export interface NativeBridge {
  /** Which adapter this is; 'web' also when a native adapter could not load. */
  readonly platform: Platform;
  /** Whether `method` reaches the host (present, and the host is new enough); false on web. */
  supports(method: HostMethod): boolean;
  /** Subscribes to validated host events; returns the unsubscribe. */
  onHostEvent(listener: (event: HostEvent) => void): () => void;

  /** Asks the host to reload one of its screens. */
  refreshBroadcast(name: BroadcastName): void;
  /**
   * The same with data for the screen (e.g. the insurance-refresh action of
   * docs/product.md#host-app-payloads).
   */
  refreshWithData(name: string, data: JsonObject): void;
  /** While enabled, the host sends `{type:'back'}` instead of handling back itself. */
  enableBackHandling(enabled: boolean): void;
  /** Closes the webview (web: history back). */
  close(): void;
  /** Opens a URL in a new in-app webview (web: `location.assign`). Refused URLs go nowhere. */
  redirect(url: string): void;
  /** Opens a URL as the new root of the host's navigation stack (web: `location.replace`). */
  redirectAsRoot(url: string): void;
  /** Hands a URL to the system (`{url, is_system_intent: true}`): another app or the browser. */
  redirectWithConfig(url: string): void;
  /** Asks the host to reload the customer's profile. */
  refreshUserProfile(): void;
  /**
   * An analytics event for the host's analytics SDK (docs/product.md#analytics-events: event_name,
   * event_Param).
   */
  trackEvent(eventName: string, eventParam?: JsonObject): void;
  /** A custom event for the host's monitoring tool. */
  trackMonitoring(name: string, attributes?: JsonObject): void;
  /** Starts the host's Google sign-in; the result arrives as a `googleSignIn` host event. */
  startGoogleSignIn(): void;
  /** The system share sheet (web: `navigator.share`, else copy to the clipboard). */
  shareAppContent(content: ShareContent): void;
  /** A toast (web: the in-app banner). */
  showToast(message: string, type?: HostToastType): void;
  /** Shows or hides the host's loader (false hides it; web: nothing). */
  toggleProgress(visible: boolean): void;
  /** How long a page took to load, for the host's performance logs. */
  logLoadTime(page: string, durationMs: number): void;
  /** On-device measurement data for the host's ads SDK. */
  logOdmData(data: JsonObject): void;
  /** Recent SMS from the host (asks for the permission on first use). Never rejects. */
  fetchSms(query: SmsQuery): Promise<SmsFetchResult>;
  /** A short vibration, DEFAULT_VIBRATION_MS by default (web: `navigator.vibrate` where allowed). */
  haptic(durationMs?: number): void;
  /** A named event on the host's own event bus. */
  emitEvent(name: string, payload?: JsonObject): void;
}

/** The host-facing calls: every method of the bridge except its helpers. */
export type HostMethod = Exclude<keyof NativeBridge, 'platform' | 'supports' | 'onHostEvent'>;

// The e2e and native unit suites' fake hosts offer every method from it, so none is left out.
/** Every host method, for docs, fakes and tests. @public */
export const HOST_METHODS = [
  'refreshBroadcast',
  'refreshWithData',
  'enableBackHandling',
  'close',
  'redirect',
  'redirectAsRoot',
  'redirectWithConfig',
  'refreshUserProfile',
  'trackEvent',
  'trackMonitoring',
  'startGoogleSignIn',
  'shareAppContent',
  'showToast',
  'toggleProgress',
  'logLoadTime',
  'logOdmData',
  'fetchSms',
  'haptic',
  'emitEvent',
] as const satisfies readonly HostMethod[];

/** How long `fetchSms` waits for the host's reply before it counts as unavailable. */
export const FETCH_SMS_TIMEOUT_MS = 10_000;
