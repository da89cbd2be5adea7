/**
 * Shapes of everything the host sends the page (docs/native-bridge.md "From the host"). The host is
 * another team's code on another release train: its messages are validated like any other input.
 */
import { z } from 'zod/mini';

import type { HostEvent } from './bridge';

/** `window.KoshHost`, injected by the host before the page loads. */
const hostInfoSchema = z.object({
  appVersion: z.string(),
  /** Optional: the methods this host implements (iOS cannot be asked per method otherwise). */
  methods: z.optional(z.array(z.string())),
  /** Optional: the app's language as a BCP 47 tag (`hi`, `hi-IN`, `en-IN`); see docs/i18n.md. */
  language: z.optional(z.string()),
});

export type HostInfo = z.infer<typeof hostInfoSchema>;

const smsMessageSchema = z.object({
  sender: z.string(),
  body: z.string(),
  receivedAt: z.number().check(z.nonnegative()),
});

/** The reply to `fetchSms`: the permission answer, and the messages when granted. */
export const smsReplySchema = z.union([
  z.object({ permission: z.literal('denied') }),
  z.object({ permission: z.literal('granted'), messages: z.array(smsMessageSchema) }),
]);

export type SmsReply = z.infer<typeof smsReplySchema>;

export const hostEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('back') }),
  z.object({ type: z.literal('resume') }),
  z.object({
    type: z.literal('googleSignIn'),
    status: z.enum(['success', 'cancelled', 'failed']),
    authCode: z.optional(z.string()),
  }),
]);

// The bridge's public type and the schema must not drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const eventTypesAgree: Same<z.infer<typeof hostEventSchema>, HostEvent> = true;
void eventTypesAgree;

/** Android hands JSON over as strings (evaluateJavascript); iOS may pass objects. Both are accepted. */
export function decodePayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

/** `window.KoshHost`, validated; null (with one warning when it was there but malformed) otherwise. */
export function readHostInfo(win: { KoshHost?: unknown }): HostInfo | null {
  if (win.KoshHost === undefined) return null;
  const parsed = hostInfoSchema.safeParse(win.KoshHost);
  if (parsed.success) return parsed.data;
  console.warn('Ignored a malformed window.KoshHost; version-gated calls use the browser behaviour');
  return null;
}
