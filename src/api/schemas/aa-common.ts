import { z } from 'zod/mini';

import { CONSENT_STATES } from '@/domain/aa/consent-machine';
import { FLOW_TYPES } from '@/domain/aa/flow-type';

/**
 * Building blocks shared by the linking-flow schemas (tracking.ts, aggregator-onboarding.ts,
 * aggregator-linking.ts, track-v1.ts): partners, consent states, flow types, FIP kinds and FI
 * types, a FIP's reference, the consent a step answers for, and the description of a sent OTP.
 */
/** Account-aggregator partners, as the initiate payload names them (finvu is the default). */
export const AA_PROVIDERS = ['finvu', 'cams', 'ignosis'] as const;
export const aaProviderSchema = z.enum(AA_PROVIDERS);
export type AaProvider = z.infer<typeof aaProviderSchema>;

export const consentStateSchema = z.enum(CONSENT_STATES);
export const flowTypeSchema = z.enum(FLOW_TYPES);
export const fipKindSchema = z.enum(['BANK', 'DEPOSITORY', 'INSURER', 'REGISTRAR']);
/** FI types an account can have (docs/product.md#fi-types, plus credit cards). */
export const fiTypeSchema = z.enum([
  'DEPOSIT',
  'TERM_DEPOSIT',
  'RECURRING_DEPOSIT',
  'EQUITIES',
  'ETF',
  'MUTUAL_FUNDS',
  'INSURANCE_POLICIES',
  'CREDIT_CARD',
]);

/** A non-empty string. */
export const nonEmpty = z.string().check(z.minLength(1));
/** A count: an integer ≥ 0. */
export const count = z.int().check(z.gte(0));
/** A link inside the app: always a relative path, never a foreign URL. */
export const appPath = z.string().check(z.regex(/^\/(?![/\\])/));
/** A button of a server-drawn screen: its label and where it leads inside the app. */
export const ctaSchema = z.object({ label: nonEmpty, navlink: appPath });

/** A FIP by id and name, as suggestions and popular lists give it. */
export const fipNameSchema = z.object({ fip_id: nonEmpty, name: nonEmpty });
/** A FIP as lists name it. */
export const fipRefSchema = z.object({ ...fipNameSchema.shape, kind: fipKindSchema });

/** The consent a step of the linking journey answers for, and where that consent stands. */
export const consentStepSchema = z.object({ consent_handle: nonEmpty, consent_status: consentStateSchema });

/** An OTP the partner or a bank has sent. */
export const otpSentSchema = z.object({
  sent: z.boolean(),
  sent_to_masked: nonEmpty,
  length: z.int(),
  expires_at: z.iso.datetime(),
  attempts_left: count,
  sender: nonEmpty,
});
