import { z } from 'zod/mini';

/**
 * Profile edit and screen endpoints of docs/product.md#the-calls: `/v1/user/profile/edit`,
 * `/v1/user/otp/EditMobileEmailOtp` (+ `/verify`), `/api/v1/screen/user/` and
 * `/api/v1/screen/activeScreen/`. Contact details only ever leave the provider masked.
 */

/** What the profile-edit screen shows and may change. */
export const editableProfileSchema = z.object({
  name: z.string(),
  first_name: z.string(),
  /** e.g. `aa****@example.com`. */
  email_masked: z.string(),
  /** e.g. `XXXXXX4321`. */
  mobile_masked: z.string(),
});
export type EditableProfile = z.infer<typeof editableProfileSchema>;

const contactTypeSchema = z.enum(['mobile', 'email']);
export type ContactType = z.infer<typeof contactTypeSchema>;

/** `POST /v1/user/otp/EditMobileEmailOtp`: an OTP went to the new number or address. */
export const contactOtpSentSchema = z.object({
  request_id: z.string().check(z.minLength(1)),
  type: contactTypeSchema,
  /** Where the OTP went, masked. */
  sent_to: z.string(),
  otp_length: z.int().check(z.positive()),
  expires_at: z.iso.datetime(),
  /** Wrong OTPs allowed before a new one must be requested. */
  attempts_left: z.int().check(z.minimum(0)),
});
export type ContactOtpSent = z.infer<typeof contactOtpSentSchema>;

/** `POST /v1/user/otp/EditMobileEmailOtp/verify` → 200: the contact changed. */
export const contactVerifiedSchema = z.object({
  verified: z.literal(true),
  type: contactTypeSchema,
  profile: editableProfileSchema,
});
export type ContactVerified = z.infer<typeof contactVerifiedSchema>;

/** Error body of the OTP endpoints (`INVALID_OTP` carries the tries left). */
export const contactOtpErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    attempts_left: z.optional(z.int().check(z.minimum(0))),
    /** On a 429: seconds until another try is allowed (also the Retry-After header). */
    retry_after_s: z.optional(z.int().check(z.positive())),
  }),
});
export type ContactOtpError = z.infer<typeof contactOtpErrorSchema>;

/** Areas of the app a customer can have, named as the app's routes are. */
const SCREEN_IDS = [
  'savings',
  'banks',
  'equity',
  'insurance',
  'credit_cards',
  'insta_cash',
  'news',
  'alerts',
] as const;
const screenIdSchema = z.enum(SCREEN_IDS);
export type ScreenId = z.infer<typeof screenIdSchema>;

/** `GET /api/v1/screen/user/`: the areas this customer has, from what is linked. */
export const userScreensSchema = z.object({
  screens: z.array(screenIdSchema),
  linked: z.object({
    savings_accounts: z.int().check(z.minimum(0)),
    demat_accounts: z.int().check(z.minimum(0)),
    insurance_policies: z.int().check(z.minimum(0)),
    credit_cards: z.int().check(z.minimum(0)),
  }),
  has_credit_line: z.boolean(),
});

/** `GET /api/v1/screen/activeScreen/`: where the app lands this customer. */
export const activeScreenSchema = z.object({
  /** `linking_intro` while nothing is linked, else `home`. */
  screen: z.enum(['linking_intro', 'home']),
  reason: z.enum(['NOTHING_LINKED', 'ACCOUNTS_LINKED']),
});
