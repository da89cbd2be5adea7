/**
 * What the Android and iOS adapters share: each call goes to the host when the host has the method
 * and is new enough for it, otherwise (or when the host throws) to the web adapter. URLs pass the
 * safety gate before anything else, so a refused URL never reaches the host or the fallback.
 * The adapters differ only in their transport: how a method name and its arguments are delivered.
 */
import { DEFAULT_VIBRATION_MS } from '@/config/constants';
import { isUpiPayIntent } from '@/domain/navigation/upi-intent';

import {
  FETCH_SMS_TIMEOUT_MS,
  type HostMethod,
  type JsonValue,
  type NativeBridge,
  type SmsFetchResult,
} from './bridge';
import { hostVersionAllows, type HostPlatform } from './bridge-versions';
import { browserEnv, type BrowserEnv } from './browser-env';
import { createInboundChannel, type InboundChannel, type InboxWindow } from './host-inbound';
import { readHostInfo, smsReplySchema, type SmsReply } from './host-messages';
import { safeRedirectUrl } from './refuse-link';
import { createWebBridge } from './web-bridge';

/**
 * Named arguments, in the order Android receives them positionally (objects as JSON strings);
 * iOS receives the object itself.
 */
export type HostArgs = Readonly<Record<string, JsonValue>>;

export type HostTransport = {
  readonly platform: HostPlatform;
  /** Whether the host object exposes `method` at all. */
  has(method: HostMethod): boolean;
  /** Delivers one call; may throw (a broken host), which the bridge turns into the fallback. */
  send(method: HostMethod, args: HostArgs, requestId?: string): void;
};

type HostBridgeOptions = {
  /** The version the host announced; null when it did not (or said something malformed). */
  appVersion: string | null;
  /** When the host lists its methods, anything else counts as missing. */
  methods?: readonly string[];
  inbound: InboundChannel;
  web: NativeBridge;
  env?: BrowserEnv;
};

/** Drops undefined fields: optional properties are not JSON, and hosts should not see `null`s. */
function defined(
  record: Readonly<Record<string, JsonValue | undefined>>,
): Readonly<Record<string, JsonValue>> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Readonly<
    Record<string, JsonValue>
  >;
}

function parseSmsReply(payload: unknown): SmsReply | null {
  const parsed = smsReplySchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

function createHostBridge(transport: HostTransport, options: HostBridgeOptions): NativeBridge {
  const { appVersion, methods, inbound, web, env = browserEnv } = options;

  const supports = (method: HostMethod): boolean =>
    transport.has(method) &&
    (methods === undefined || methods.includes(method)) &&
    hostVersionAllows(method, transport.platform, appVersion);

  /** True when the host took the call; false means "do the web thing". */
  const call = (method: HostMethod, args: HostArgs = {}): boolean => {
    if (!supports(method)) return false;
    try {
      transport.send(method, args);
      return true;
    } catch (error) {
      console.warn(`The host failed on ${method}; using the browser behaviour`, error);
      return false;
    }
  };

  /** A refused link inside the app: the host's own error toast and haptic (else the web's). */
  const tellRefusal = (message: string): void => {
    if (!call('showToast', { message, type: 'error' })) web.showToast(message, 'error');
    if (!call('haptic', { durationMs: DEFAULT_VIBRATION_MS })) web.haptic(DEFAULT_VIBRATION_MS);
  };

  /** Redirect-type calls: refused URLs stop here, before host and fallback alike. */
  const redirectCall = (method: 'redirect' | 'redirectAsRoot' | 'redirectWithConfig', url: string): void => {
    // A UPI pay intent goes to the system as it is; every other URL passes the safety gate.
    const upi = method === 'redirectWithConfig' && isUpiPayIntent(url);
    const safe = upi ? url : safeRedirectUrl(url, env.origin(), tellRefusal);
    if (safe === null) return;
    const args: HostArgs =
      method === 'redirectWithConfig' ? { config: { url: safe, is_system_intent: true } } : { url: safe };
    if (!call(method, args)) web[method](safe);
  };

  const fetchSms = async (query: Parameters<NativeBridge['fetchSms']>[0]): Promise<SmsFetchResult> => {
    if (!supports('fetchSms')) return web.fetchSms(query);
    const reply = await inbound.request(
      (requestId) => transport.send('fetchSms', { query: defined(query) }, requestId),
      parseSmsReply,
      FETCH_SMS_TIMEOUT_MS,
    );
    if (reply === null) return { status: 'unavailable' };
    return reply.permission === 'denied'
      ? { status: 'permission-denied' }
      : { status: 'ok', messages: reply.messages };
  };

  return {
    platform: transport.platform,
    supports,
    onHostEvent: (listener) => inbound.onEvent(listener),
    refreshBroadcast: (name) => void (call('refreshBroadcast', { name }) || web.refreshBroadcast(name)),
    refreshWithData: (name, data) =>
      void (call('refreshWithData', { name, data }) || web.refreshWithData(name, data)),
    enableBackHandling: (enabled) =>
      void (call('enableBackHandling', { enabled }) || web.enableBackHandling(enabled)),
    close: () => void (call('close') || web.close()),
    redirect: (url) => redirectCall('redirect', url),
    redirectAsRoot: (url) => redirectCall('redirectAsRoot', url),
    redirectWithConfig: (url) => redirectCall('redirectWithConfig', url),
    refreshUserProfile: () => void (call('refreshUserProfile') || web.refreshUserProfile()),
    trackEvent: (eventName, eventParam = {}) =>
      void (
        call('trackEvent', { event_name: eventName, event_Param: eventParam }) ||
        web.trackEvent(eventName, eventParam)
      ),
    trackMonitoring: (name, attributes = {}) =>
      void (call('trackMonitoring', { name, attributes }) || web.trackMonitoring(name, attributes)),
    startGoogleSignIn: () => void (call('startGoogleSignIn') || web.startGoogleSignIn()),
    shareAppContent: (content) =>
      void (call('shareAppContent', { content: defined(content) }) || web.shareAppContent(content)),
    showToast: (message, type = 'success') =>
      void (call('showToast', { message, type }) || web.showToast(message, type)),
    toggleProgress: (visible) => void (call('toggleProgress', { visible }) || web.toggleProgress(visible)),
    logLoadTime: (page, durationMs) =>
      void (call('logLoadTime', { page, durationMs }) || web.logLoadTime(page, durationMs)),
    logOdmData: (data) => void (call('logOdmData', { data }) || web.logOdmData(data)),
    fetchSms,
    haptic: (durationMs = DEFAULT_VIBRATION_MS) =>
      void (call('haptic', { durationMs }) || web.haptic(durationMs)),
    emitEvent: (name, payload = {}) =>
      void (call('emitEvent', { name, payload }) || web.emitEvent(name, payload)),
  };
}

/**
 * The bridge of a page inside a host app: the version and methods the host announced on `window`,
 * its replies through `window.KoshNative`, and the web adapter for whatever the host cannot do.
 */
export function createWindowHostBridge(
  transport: HostTransport,
  win: InboxWindow & { KoshHost?: unknown },
  env?: BrowserEnv,
): NativeBridge {
  const info = readHostInfo(win);
  return createHostBridge(transport, {
    appVersion: info?.appVersion ?? null,
    methods: info?.methods,
    inbound: createInboundChannel(win),
    web: createWebBridge(env),
    env,
  });
}
