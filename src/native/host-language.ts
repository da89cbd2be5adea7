/**
 * The host app's language from `window.KoshHost`, read before the first screen renders. The full
 * check of the host's message (host-messages.ts) uses zod, which is not on the first screen; this
 * applies the same rule to the two fields it needs: a host object with its `appVersion`, and a
 * `language` string. Anything else reads as "no language from the host".
 */
export function readHostLanguage(win: { KoshHost?: unknown }): string | undefined {
  const host = win.KoshHost;
  if (typeof host !== 'object' || host === null) return undefined;
  const { appVersion, language } = host as { appVersion?: unknown; language?: unknown };
  return typeof appVersion === 'string' && typeof language === 'string' ? language : undefined;
}
