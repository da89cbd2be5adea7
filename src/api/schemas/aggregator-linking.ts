import { z } from 'zod/mini';

import {
  aaProviderSchema,
  appPath,
  consentStepSchema,
  count,
  fipKindSchema,
  fiTypeSchema,
  flowTypeSchema,
  nonEmpty,
  otpSentSchema,
} from './aa-common';

/**
 * Aggregator service (`/aa-service`, docs/product.md#aggregator-service), the partner steps of the linking
 * journey: partner OTP → discovery → bank OTP → final status. The partner's field names of
 * docs/product.md#discovered-accounts (`maskedAccNumber`, `FIType`, …) are kept.
 */

// ── Discovery

/**
 * One discovered account (docs/product.md#discovered-accounts). `trackingAtKosh` is the `trackingAt{product}`
 * flag.
 */
const discoveredAccountSchema = z.object({
  FIType: fiTypeSchema,
  accType: nonEmpty,
  maskedAccNumber: nonEmpty,
  accRefNumber: nonEmpty,
  fipId: nonEmpty,
  details: z.object({
    fip_name: nonEmpty,
    holder_name: z.string(),
    ifsc: z.nullable(z.string()),
    branch: z.nullable(z.string()),
    last_four: z.string(),
  }),
  /** Already tracked (or already linked to this AA handle): shown ticked and greyed out. */
  trackingAtKosh: z.boolean(),
  auto_selected: z.boolean(),
  /** Can be sent to verify-bank-otp. */
  linkable: z.boolean(),
});
export type DiscoveredAccount = z.infer<typeof discoveredAccountSchema>;

const DISCOVERY_STATUSES = ['ACCOUNTS_FOUND', 'NO_ACCOUNTS', 'FIP_UNAVAILABLE'] as const;
const discoveryStatusSchema = z.enum(DISCOVERY_STATUSES);

/** The bank OTP of one FIP, sent when discovery found accounts to link there. */
const bankOtpSchema = z.object({ ...otpSentSchema.shape, verified: z.boolean() });

const discoveryGroupSchema = z.object({
  fip_id: nonEmpty,
  fip_name: nonEmpty,
  kind: fipKindSchema,
  status: discoveryStatusSchema,
  low_success_rate: z.boolean(),
  /** Why the group is empty or unavailable, in words. */
  message: z.nullable(z.string()),
  bank_otp: z.nullable(bankOtpSchema),
  accounts_list: z.array(discoveredAccountSchema),
});
export type DiscoveryGroup = z.infer<typeof discoveryGroupSchema>;

export const discoveryScreenSchema = z.object({
  ...consentStepSchema.shape,
  provider: aaProviderSchema,
  aa_handle: nonEmpty,
  mobile_masked: nonEmpty,
  flow_type: flowTypeSchema,
  status: discoveryStatusSchema,
  total_accounts: count,
  linkable_count: count,
  groups: z.array(discoveryGroupSchema),
  auto_selected_acc_ref_numbers: z.array(nonEmpty),
  missing_account_navlink: appPath,
  secondary_mobile_navlink: appPath,
});
export type DiscoveryScreen = z.infer<typeof discoveryScreenSchema>;

/** What a discovery run found, in short (after the partner OTP or on another number). */
const discoverySummarySchema = z.object({
  status: discoveryStatusSchema,
  account_count: count,
  linkable_count: count,
  fip_count: count,
  unavailable_fip_ids: z.array(nonEmpty),
});

// ── GET /onboard/verify-finvu-otp and /onboard/secondary-mobile-number

export const verifyPartnerOtpSchema = z.object({
  ...consentStepSchema.shape,
  verified: z.boolean(),
  aa_handle: nonEmpty,
  mobile_masked: nonEmpty,
  discovery: discoverySummarySchema,
  next_navlink: appPath,
});

export const secondaryMobileSchema = z.object({
  ...verifyPartnerOtpSchema.shape,
  change_number: z.boolean(),
});

// ── GET /onboard/verify-bank-otp

export const verifyBankOtpSchema = z.object({
  ...consentStepSchema.shape,
  fip_id: nonEmpty,
  fip_name: nonEmpty,
  linked_accounts: z.array(
    z.object({
      account_id: nonEmpty,
      acc_ref_number: nonEmpty,
      masked_acc_number: nonEmpty,
      link_ref_number: nonEmpty,
      fi_type: fiTypeSchema,
      acc_type: nonEmpty,
      linked_at: z.iso.datetime(),
    }),
  ),
  /** FIPs of this consent with accounts still waiting for their bank OTP. */
  pending_fip_ids: z.array(nonEmpty),
  final_status_navlink: appPath,
});

// ── GET /linking-navlink: the final status

export const linkingNavlinkSchema = z.object({
  ...consentStepSchema.shape,
  status: z.enum(['SUCCESS', 'REJECTED', 'REVOKED', 'PENDING']),
  flow_type: flowTypeSchema,
  title: nonEmpty,
  subtitle: nonEmpty,
  eta_text: z.nullable(z.string()),
  linked_accounts: z.array(
    z.object({
      account_id: nonEmpty,
      masked_acc_number: nonEmpty,
      fip_id: nonEmpty,
      fip_name: nonEmpty,
      fi_type: fiTypeSchema,
    }),
  ),
  /** Where the app goes next, with the linking parameters of docs/product.md#entities in its query. */
  navlink: appPath,
  params: z.object({
    fipId: z.nullable(z.string()),
    source: z.nullable(z.string()),
    consent_status: nonEmpty,
    basket_id: z.nullable(z.string()),
    status_id: z.nullable(z.string()),
    native_platform: z.nullable(z.string()),
    flow_type: flowTypeSchema,
  }),
});
export type LinkingNavlink = z.infer<typeof linkingNavlinkSchema>;
