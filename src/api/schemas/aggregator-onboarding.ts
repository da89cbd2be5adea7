import { z } from 'zod/mini';

import { aaProviderSchema, count, ctaSchema as cta, fipNameSchema, nonEmpty } from './aa-common';
import { onboardingCacheSchema, revokeResultSchema } from './tracking';

/**
 * Aggregator service (`/aa-service`, docs/product.md#aggregator-service): the static screens of the linking
 * journey (sales page, unsupported banks, missing accounts), "notify me", the CAMS
 * endpoints and the error body of every partner step. The steps themselves: aggregator-linking.ts.
 */

// ── Static screens

export const salesPageSchema = z.object({
  headline: nonEmpty,
  subheadline: nonEmpty,
  benefits: z.array(z.object({ id: nonEmpty, title: nonEmpty, description: nonEmpty })),
  supported_fip_count: count,
  supported_counts: z.object({ banks: count, depositories: count, insurers: count }),
  popular_banks: z.array(fipNameSchema),
  aa_partners: z.array(z.object({ provider: aaProviderSchema, name: nonEmpty })),
  /** Accounts the customer already tracks: the page says "link another" instead of "start". */
  linked_account_count: count,
  cta,
  disclaimer: nonEmpty,
});
export type SalesPage = z.infer<typeof salesPageSchema>;

export const unsupportedBanksScreenSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  supported_fip_count: count,
  suggestions: z.array(fipNameSchema),
  notify_label: nonEmpty,
  cta,
});
export type UnsupportedBanksScreen = z.infer<typeof unsupportedBanksScreenSchema>;

/** Why no account was found (docs/product.md#discovery-and-linking, the reasons Qwark gives). */
export const missingAccountScreenSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  /** The number discovery ran on, when a consent was named. */
  mobile_masked: z.nullable(z.string()),
  reasons: z.array(
    z.object({
      id: z.enum(['DIFFERENT_MOBILE', 'INACTIVE_ACCOUNT', 'FIP_UNAVAILABLE']),
      title: nonEmpty,
      description: nonEmpty,
      action: z.nullable(cta),
    }),
  ),
  cta,
});
export type MissingAccountScreen = z.infer<typeof missingAccountScreenSchema>;

// ── POST /onboard/notify-user

export const notifyUserPayloadSchema = z.object({
  reason: z.enum(['BANK_UNSUPPORTED', 'FIP_UNAVAILABLE', 'LINKING_COMPLETE']),
  /** A supported FIP (unavailable for now), or… */
  fip_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** …the name of a bank we do not support yet. */
  bank_name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  consent_handle: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  channel: z._default(z.enum(['PUSH', 'SMS', 'EMAIL', 'WHATSAPP']), 'PUSH'),
});
export type NotifyUserPayload = z.input<typeof notifyUserPayloadSchema>;

export const notifyUserSchema = z.object({
  request_id: nonEmpty,
  status: z.enum(['SUBSCRIBED', 'ALREADY_SUBSCRIBED']),
  channel: nonEmpty,
  message: nonEmpty,
});
export type NotifyUser = z.infer<typeof notifyUserSchema>;

// ── CAMS: temp data (the onboarding-cache fallback) and revoke

export const camsTempDataSchema = onboardingCacheSchema;

export const camsRevokeConsentSchema = revokeResultSchema;

// ── Errors of the partner steps

/**
 * An error of an OTP step: `attempts_left` comes with INVALID_OTP. PARTNER_ERROR (502) carries
 * the partner's raw message; the client maps it with `partnerErrorCode`. The client reads only the
 * code and the attempts left (features/linking), so no schema parses it here.
 */
export type AaErrorBody = {
  error: {
    /** Never empty. */
    code: string;
    message: string;
    /** An integer ≥ 0. */
    attempts_left?: number;
  };
};
