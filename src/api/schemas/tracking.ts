import { z } from 'zod/mini';

import {
  aaProviderSchema,
  appPath,
  consentStateSchema,
  count,
  fipKindSchema,
  fipRefSchema,
  fiTypeSchema,
  flowTypeSchema,
  nonEmpty,
  otpSentSchema,
} from './aa-common';

/**
 * Tracking service (`/tracking-service`, docs/product.md#tracking-service): bank list, consent initiation,
 * linked accounts, revocation, onboarding cache (the last two also answer the aggregator's CAMS endpoints).
 */

// ── GET /banks/widgets/onboard/banks-list-screen

/** One of the 27 supported FIPs on the bank list (docs/product.md#fip-catalogue). */
const bankListItemSchema = z.object({
  fip_id: nonEmpty,
  name: nonEmpty,
  /** First four letters of the bank's IFSC codes; null for depositories and insurers. */
  ifsc_prefix: z.nullable(z.string().check(z.length(4))),
  kind: fipKindSchema,
  fi_types: z.array(z.string()),
  popular: z.boolean(),
  status: z.enum(['ACTIVE', 'TEMPORARILY_INACTIVE']),
  /** Linking succeeds less than half the time: the "low success rate" sheet warns first. */
  low_success_rate: z.boolean(),
  success_rate_pct: z.int().check(z.gte(0), z.lte(100)),
  /** The customer already tracks an account here. */
  tracked: z.boolean(),
});
export type BankListItem = z.infer<typeof bankListItemSchema>;

export const banksListScreenSchema = z.object({
  title: nonEmpty,
  subtitle: z.string(),
  search_placeholder: z.string(),
  total_count: count,
  banks: z.array(bankListItemSchema),
  popular_fip_ids: z.array(nonEmpty),
  default_provider: aaProviderSchema,
  unsupported_bank_navlink: appPath,
});

// ── POST /banks/widgets/onboard/initiate-consent/web

/** Body of the initiate call. `?bank_ifsc=` adds the bank it belongs to in front of `fip_ids`. */
export const initiateConsentPayloadSchema = z.object({
  fip_ids: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(27)), []),
  /** The consent's mobile; the customer's own number when absent. */
  mobile: z.optional(z.string().check(z.regex(/^[6-9][0-9]{9}$/))),
  provider: z._default(aaProviderSchema, 'finvu'),
  /** Overrides the flow derived from the first FIP (US stocks and F&O come from the entry point). */
  flow: z.optional(flowTypeSchema),
});
export type InitiateConsentPayload = z.input<typeof initiateConsentPayloadSchema>;

export const initiateConsentSchema = z.object({
  consent_handle: nonEmpty,
  provider: aaProviderSchema,
  /** The customer's AA handle (VUA), e.g. `9876543210@finvu`. */
  aa_handle: nonEmpty,
  consent_status: consentStateSchema,
  flow_type: flowTypeSchema,
  is_equity_onboarding: z.boolean(),
  selected_fip_ids: z.array(nonEmpty),
  fips: z.array(fipRefSchema),
  mobile_masked: nonEmpty,
  otp: otpSentSchema,
  created_at: z.iso.datetime(),
});
export type InitiateConsent = z.infer<typeof initiateConsentSchema>;

// ── GET /multi-consent/initiate/ignosis: one consent per FIP class (banks, depositories, insurers)

export const multiConsentInitiateSchema = z.object({
  provider: aaProviderSchema,
  aa_handle: nonEmpty,
  consents: z.array(initiateConsentSchema),
});

// ── GET /aa-linked-accounts?service=track | ?service=acc-agg&acc_type=SAVINGS

/**
 * A linked account (docs/product.md#discovered-accounts): `acc_num` is masked; `broker_name` only for demat
 * accounts.
 */
const linkedAccountSchema = z.object({
  account_id: nonEmpty,
  acc_num: nonEmpty,
  acc_type: z.enum(['SAVINGS', 'EQUITIES', 'INSURANCE_POLICIES', 'CREDIT_CARD', 'MUTUAL_FUNDS']),
  /** The FIP's own account type: SAVINGS, CURRENT, DEMAT, POLICY, CARD, FOLIO. */
  account_subtype: nonEmpty,
  fi_type: fiTypeSchema,
  fip_id: nonEmpty,
  fip_name: nonEmpty,
  broker_name: z.nullable(z.string()),
  linked_at: z.nullable(z.string()),
  link_ref_number: z.nullable(z.string()),
  consent_handle: z.nullable(z.string()),
  provider: z.nullable(aaProviderSchema),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

export const aaLinkedAccountsSchema = z.object({
  service: z.enum(['track', 'acc-agg']),
  acc_type: z.enum(['EQUITIES', 'SAVINGS', 'ALL']),
  count,
  accounts: z.array(linkedAccountSchema),
});
export type AaLinkedAccounts = z.infer<typeof aaLinkedAccountsSchema>;

// ── Revocation: /finvu-stop-tracking, /consent/revoke/ignosis, /aa-service/cams/revoke-consent

/** Body of the cams and ignosis revoke calls; `account_ids` narrows it to some accounts. */
export const revokeConsentPayloadSchema = z.object({
  consent_handle: z.string().check(z.minLength(1), z.maxLength(128)),
  account_ids: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(128))).check(z.maxLength(100)),
  ),
});
export type RevokeConsentPayload = z.infer<typeof revokeConsentPayloadSchema>;

export const revokeResultSchema = z.object({
  /** Null when the accounts were linked before consents were recorded (seeded data). */
  consent_handle: z.nullable(z.string()),
  provider: aaProviderSchema,
  /** REVOKED once no account of the consent is tracked any more. */
  consent_status: z.nullable(consentStateSchema),
  unlinked_account_ids: z.array(nonEmpty),
  remaining_linked_count: count,
  revoked_at: z.iso.datetime(),
  message: nonEmpty,
});
export type RevokeResult = z.infer<typeof revokeResultSchema>;

// ── GET /finvu-revoke-details

export const revokeDetailsSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  consequences: z.array(nonEmpty),
  consents: z.array(
    z.object({
      consent_handle: z.nullable(z.string()),
      provider: aaProviderSchema,
      aa_handle: z.nullable(z.string()),
      consent_status: z.nullable(consentStateSchema),
      created_at: z.nullable(z.string()),
      linked_accounts: z.array(linkedAccountSchema),
    }),
  ),
  cta_label: nonEmpty,
  cancel_label: nonEmpty,
});

// ── GET /subscriber-navlink

/** The fixed query the client sends (docs/product.md#request-rules: the values are ours to choose). */
export const SUBSCRIBER_NAVLINK_QUERY = {
  'flow-id': 'aa-onboarding',
  subscriber: 'kosh-web',
  'entry-point': 'account-aggregator',
  response_type: 'json',
} as const;

export const subscriberNavlinkSchema = z.object({
  navlink: appPath,
  flow_id: nonEmpty,
  subscriber: nonEmpty,
  entry_point: nonEmpty,
});

// ── GET /onboard/get-onboarding-cache (fallback: /aa-service/cams/fetch-temp-data)

/** Where the customer left the linking journey, so the app can resume it. */
export const onboardingCacheSchema = z.object({
  source: z.enum(['TRACKING_CACHE', 'CAMS_TEMP_DATA']),
  has_journey: z.boolean(),
  consent_handle: z.nullable(z.string()),
  provider: z.nullable(aaProviderSchema),
  consent_status: z.nullable(consentStateSchema),
  flow_type: z.nullable(flowTypeSchema),
  selected_fip_ids: z.array(nonEmpty),
  mobile_masked: z.nullable(z.string()),
  aa_handle: z.nullable(z.string()),
  discovered_account_count: count,
  linked_account_count: count,
  resume_navlink: appPath,
  updated_at: z.nullable(z.iso.datetime()),
});
export type OnboardingCache = z.infer<typeof onboardingCacheSchema>;
