import { AA_PROVIDERS } from '@/api/schemas/aa-common';
import {
  type MissingAccountScreen,
  type SalesPage,
  type SmsDeprecationBottomsheet,
  type UnsupportedBanksScreen,
  missingAccountScreenSchema,
  salesPageSchema,
  smsDeprecationBottomsheetSchema,
  unsupportedBanksScreenSchema,
} from '@/api/schemas/aggregator-onboarding';
import type { LinkedAccount } from '@/api/schemas/tracking';
import { APP_PATHS, CLIENT_SUFFIX, withQuery } from '@/domain/navigation/app-paths';

import type { Consent } from './consent-store';
import type { FipEntry } from './fip-directory';
import { PROVIDER_NAMES } from './initiate';
import { maskMobile } from './users';

function countKind(fips: readonly FipEntry[], kind: FipEntry['kind']): number {
  return fips.filter((fip) => fip.kind === kind).length;
}

function popular(fips: readonly FipEntry[]) {
  return fips.filter((fip) => fip.popular).map((fip) => ({ fip_id: fip.fipId, name: fip.name }));
}

/** The intro screen: why link, how many institutions, and the way in. */
export function salesPage(fips: readonly FipEntry[], linked: readonly LinkedAccount[]): SalesPage {
  return salesPageSchema.parse({
    headline: linked.length > 0 ? 'Link another account' : 'All your money, in one place',
    subheadline:
      'Securely link bank accounts, demat holdings and insurance through an RBI-regulated account aggregator.',
    benefits: [
      {
        id: 'spending',
        title: 'Know where your money goes',
        description: 'Spends grouped by month, category and payment mode.',
      },
      {
        id: 'portfolio',
        title: 'Track every holding',
        description: 'Stocks across brokers with gains, sectors and market caps.',
      },
      {
        id: 'secure',
        title: 'Bank-grade security',
        description: 'Read-only consent you can revoke at any time.',
      },
    ],
    supported_fip_count: fips.length,
    supported_counts: {
      banks: countKind(fips, 'BANK'),
      depositories: countKind(fips, 'DEPOSITORY'),
      insurers: countKind(fips, 'INSURER'),
    },
    popular_banks: popular(fips),
    aa_partners: AA_PROVIDERS.map((provider) => ({ provider, name: PROVIDER_NAMES[provider] })),
    linked_account_count: linked.length,
    cta: { label: linked.length > 0 ? 'Link more accounts' : 'Get started', navlink: APP_PATHS.aa.bankList },
    disclaimer: 'Kosh can only read your data; it can never move money.',
  });
}

/** "Don't see your bank?": the supported count, popular banks and a notify-me action. */
export function unsupportedBanksScreen(fips: readonly FipEntry[]): UnsupportedBanksScreen {
  return unsupportedBanksScreenSchema.parse({
    title: 'Don’t see your bank?',
    description: `We support ${fips.length} banks, depositories and insurers through account aggregators, and add more every month.`,
    supported_fip_count: fips.length,
    suggestions: popular(fips),
    notify_label: 'Notify me when my bank is added',
    cta: { label: 'Back to bank list', navlink: APP_PATHS.aa.bankList },
  });
}

/**
 * "Why are my accounts missing?" (docs/product.md#discovery-and-linking): another mobile, an inactive
 * account, a FIP down.
 */
export function missingAccountScreen(
  consent: Consent | null,
  unavailable: readonly string[],
): MissingAccountScreen {
  const query = { consent_handle: consent?.handle ?? null };
  const reasons: MissingAccountScreen['reasons'] = [
    {
      id: 'DIFFERENT_MOBILE',
      title: 'Your account is linked to a different mobile number',
      description:
        'Banks find accounts by the mobile number registered with them. Try the number you gave your bank.',
      action: {
        label: 'Try another number',
        navlink: withQuery(`${APP_PATHS.aa.editMobile}${CLIENT_SUFFIX}`, { ...query, change_number: 'true' }),
      },
    },
    {
      id: 'INACTIVE_ACCOUNT',
      title: 'Your account is inactive or dormant',
      description:
        'Accounts without transactions for a long time are not shared. Reactivate it at your bank.',
      action: null,
    },
  ];
  if (unavailable.length > 0) {
    reasons.push({
      id: 'FIP_UNAVAILABLE',
      title: 'Your bank is temporarily unavailable',
      description: `${unavailable.join(', ')} could not be reached. Try again in some time.`,
      action: null,
    });
  }
  return missingAccountScreenSchema.parse({
    title: 'We couldn’t find your accounts',
    description: 'This usually happens for one of these reasons.',
    mobile_masked: consent === null ? null : maskMobile(consent.mobile),
    reasons,
    cta: { label: 'Link another account', navlink: APP_PATHS.aa.bankList },
  });
}

/** SMS-based tracking is going away: customers with no bank linked through the AA are asked to link. */
export function smsDeprecationBottomsheet(linked: readonly LinkedAccount[]): SmsDeprecationBottomsheet {
  return smsDeprecationBottomsheetSchema.parse({
    show: !linked.some((account) => account.acc_type === 'SAVINGS'),
    title: 'SMS tracking is going away',
    description:
      'Reading bank SMS will stop soon. Link your bank through the account aggregator to keep your insights.',
    points: ['Accurate balances, straight from your bank', 'No SMS permission needed', 'Revoke any time'],
    cta: { label: 'Link bank account', navlink: APP_PATHS.aa.bankList },
    dismiss_label: 'Later',
  });
}
