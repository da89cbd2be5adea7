import type { BrowserContext, Page } from 'playwright-core';

import { HOST_METHODS } from '@/native/bridge';

/** An SMS in the fake phone's inbox (newest first), as docs/native-bridge.md describes it. */
export type FakeSms = { sender: string; body: string; receivedAt: number };

export type FakeHostOptions = {
  platform: 'android' | 'ios';
  /** Announced as `window.KoshHost.appVersion`; omitted: the host announces nothing. */
  appVersion?: string;
  /** Announced as `window.KoshHost.language` (needs `appVersion`); omitted: none. */
  language?: string;
  /** Methods the Android object exposes (default: all of them). */
  methods?: readonly string[];
  smsPermission?: 'granted' | 'denied';
  sms?: FakeSms[];
};

/** One call as the fake host received it: Android positional args, iOS the posted `args` object. */
export type HostCall = { method: string; args: unknown; requestId?: string };

/**
 * The fake host, as page JavaScript: a plain string, not a serialised TS function, so no bundler
 * helper can sneak into it. It records every call in `window.__hostCalls`, announces its version,
 * answers `fetchSms` from `window.__fakeSms` through `window.KoshNative.reply` after a short delay
 * (like a real host's evaluateJavascript), and lets a test deliver an SMS with `window.__feedSms`.
 */
const FAKE_HOST_SCRIPT = `(function (options) {
  var calls = [];
  window.__hostCalls = calls;
  window.__fakeSms = options.sms || [];
  window.__feedSms = function (sms) { window.__fakeSms.unshift(sms); };
  if (options.appVersion) window.KoshHost = options.language
    ? { appVersion: options.appVersion, language: options.language }
    : { appVersion: options.appVersion };
  function smsReply(query) {
    if (options.smsPermission === 'denied') return { permission: 'denied' };
    var since = Date.now() - query.lookbackMs;
    var recent = window.__fakeSms.filter(function (sms) { return sms.receivedAt >= since; });
    return { permission: 'granted', messages: recent.slice(0, query.maxMessages) };
  }
  function reply(requestId, payload) {
    setTimeout(function () { if (window.KoshNative) window.KoshNative.reply(requestId, payload); }, 20);
  }
  if (options.platform === 'android') {
    var host = {};
    options.methods.forEach(function (method) {
      host[method] = function () {
        var args = Array.prototype.slice.call(arguments);
        calls.push({ method: method, args: args });
        if (method === 'fetchSms') reply(args[0], JSON.stringify(smsReply(JSON.parse(args[1]))));
      };
    });
    window.KoshAndroid = host;
  } else {
    window.webkit = { messageHandlers: { kosh: { postMessage: function (message) {
      calls.push({ method: message.method, args: message.args, requestId: message.requestId });
      if (message.method === 'fetchSms') reply(message.requestId, smsReply(message.args.query));
    } } } };
  }
})`;

/** Injects the fake host into every page of `context` before any page script runs. */
export async function installFakeHost(context: BrowserContext, options: FakeHostOptions): Promise<void> {
  const settings = { ...options, methods: options.methods ?? HOST_METHODS };
  await context.addInitScript({ content: `${FAKE_HOST_SCRIPT}(${JSON.stringify(settings)});` });
}

/** The calls the fake host has received so far. */
export async function hostCalls(page: Page): Promise<HostCall[]> {
  return page.evaluate(() => (window as unknown as { __hostCalls?: HostCall[] }).__hostCalls ?? []);
}

/** Puts an SMS at the top of the fake phone's inbox. */
export async function feedSms(page: Page, sms: FakeSms): Promise<void> {
  await page.evaluate((message) => {
    (window as unknown as { __feedSms: (m: FakeSms) => void }).__feedSms(message);
  }, sms);
}
