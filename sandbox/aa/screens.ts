import { AA_PROVIDERS } from '@/api/schemas/aa-common';
import {
  type MissingAccountScreen,
  type SalesPage,
  type UnsupportedBanksScreen,
  missingAccountScreenSchema,
  salesPageSchema,
  unsupportedBanksScreenSchema,
} from '@/api/schemas/aggregator-onboarding';
import {
  type SmsDeprecationBottomsheet,
  smsDeprecationBottomsheetSchema,
} from '@/api/schemas/sms-deprecation';
import type { LinkedAccount } from '@/api/schemas/tracking';
import { APP_PATHS, CLIENT_SUFFIX, withQuery } from '@/domain/navigation/app-paths';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';

import type { Consent } from './consent-store';
import type { FipEntry } from './fip-directory';
import { PROVIDER_NAMES } from './initiate';
import { SCREEN_TEXT } from './screen-texts';
import { maskMobile } from './users';

function countKind(fips: readonly FipEntry[], kind: FipEntry['kind']): number {
  return fips.filter((fip) => fip.kind === kind).length;
}

function popular(fips: readonly FipEntry[]) {
  return fips.filter((fip) => fip.popular).map((fip) => ({ fip_id: fip.fipId, name: fip.name }));
}

/** The intro screen: why link, how many institutions, and the way in. */
export function salesPage(
  fips: readonly FipEntry[],
  linked: readonly LinkedAccount[],
  locale: AppLocale = DEFAULT_LOCALE,
): SalesPage {
  const words = SCREEN_TEXT[locale];
  return salesPageSchema.parse({
    headline: linked.length > 0 ? words.headlineMore : words.headlineFirst,
    subheadline: words.subheadline,
    benefits: (['spending', 'portfolio', 'secure'] as const).map((id) => ({ id, ...words.benefits[id] })),
    supported_fip_count: fips.length,
    supported_counts: {
      banks: countKind(fips, 'BANK'),
      depositories: countKind(fips, 'DEPOSITORY'),
      insurers: countKind(fips, 'INSURER'),
    },
    popular_banks: popular(fips),
    aa_partners: AA_PROVIDERS.map((provider) => ({ provider, name: PROVIDER_NAMES[provider] })),
    linked_account_count: linked.length,
    cta: { label: linked.length > 0 ? words.ctaMore : words.ctaFirst, navlink: APP_PATHS.aa.bankList },
    disclaimer: words.disclaimer,
  });
}

/** "Don't see your bank?": the supported count, popular banks and a notify-me action. */
export function unsupportedBanksScreen(
  fips: readonly FipEntry[],
  locale: AppLocale = DEFAULT_LOCALE,
): UnsupportedBanksScreen {
  const words = SCREEN_TEXT[locale];
  return unsupportedBanksScreenSchema.parse({
    title: words.unsupportedTitle,
    description: words.unsupportedDescription(fips.length),
    supported_fip_count: fips.length,
    suggestions: popular(fips),
    notify_label: words.notifyLabel,
    cta: { label: words.backToBankList, navlink: APP_PATHS.aa.bankList },
  });
}

/**
 * "Why are my accounts missing?" (docs/product.md#discovery-and-linking): another mobile, an inactive
 * account, a FIP down.
 */
export function missingAccountScreen(
  consent: Consent | null,
  unavailable: readonly string[],
  locale: AppLocale = DEFAULT_LOCALE,
): MissingAccountScreen {
  const words = SCREEN_TEXT[locale];
  const query = { consent_handle: consent?.handle ?? null };
  const reasons: MissingAccountScreen['reasons'] = [
    {
      id: 'DIFFERENT_MOBILE',
      title: words.differentMobile.title,
      description: words.differentMobile.description,
      action: {
        label: words.differentMobile.action,
        navlink: withQuery(`${APP_PATHS.aa.editMobile}${CLIENT_SUFFIX}`, { ...query, change_number: 'true' }),
      },
    },
    {
      id: 'INACTIVE_ACCOUNT',
      title: words.inactive.title,
      description: words.inactive.description,
      action: null,
    },
  ];
  if (unavailable.length > 0) {
    reasons.push({
      id: 'FIP_UNAVAILABLE',
      title: words.fipDown.title,
      description: words.fipDown.description(unavailable.join(', ')),
      action: null,
    });
  }
  return missingAccountScreenSchema.parse({
    title: words.missingTitle,
    description: words.missingDescription,
    mobile_masked: consent === null ? null : maskMobile(consent.mobile),
    reasons,
    cta: { label: words.linkAnother, navlink: APP_PATHS.aa.bankList },
  });
}

/** SMS-based tracking is going away: customers with no bank linked through the AA are asked to link. */
export function smsDeprecationBottomsheet(
  linked: readonly LinkedAccount[],
  locale: AppLocale = DEFAULT_LOCALE,
): SmsDeprecationBottomsheet {
  const { sms } = SCREEN_TEXT[locale];
  return smsDeprecationBottomsheetSchema.parse({
    show: !linked.some((account) => account.acc_type === 'SAVINGS'),
    title: sms.title,
    description: sms.description,
    points: sms.points,
    cta: { label: sms.cta, navlink: APP_PATHS.aa.bankList },
    dismiss_label: sms.dismiss,
  });
}
