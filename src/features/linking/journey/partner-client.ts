/**
 * The partner steps of the journey, each with its bookkeeping in Dexie: start a consent (which
 * sends the partner OTP), verify the partner OTP (which runs discovery), verify a bank OTP (which
 * links the chosen accounts). Loaded as its own chunk: see partner-script.ts.
 */
import {
  resendBankOtp,
  submitSecondaryMobile,
  verifyBankOtp,
  verifyFinvuOtp,
} from '@/api/endpoints/aggregator-onboarding';
import { initiateConsent, initiateIgnosisConsents } from '@/api/endpoints/tracking';
import type { InitiateConsent } from '@/api/schemas/tracking';
import { ENTRY_CHOSEN_FLOWS, type FlowType } from '@/domain/aa/flow-type';
import { nextBankOtpFip, otpScreensRemaining } from '@/domain/aa/journey';
import type { AaProviderName, LinkingEntry } from '@/domain/aa/linking-entry';

import {
  readJourney,
  rememberLinked,
  setOtpScreensRemaining,
  startJourney,
  updateJourney,
  type LinkingJourney,
} from './journey';

export type StartConsentInput = {
  provider: AaProviderName;
  fipIds: readonly string[];
  entry: LinkingEntry;
  /** A number the customer typed; absent: the customer's own. */
  mobile: string | null;
};

async function initiate(input: StartConsentInput): Promise<InitiateConsent> {
  // US stocks, F&O and credit cards are chosen by the entry point; the FIPs alone would say savings or equity.
  const flow: FlowType | undefined =
    input.entry.flowGiven && ENTRY_CHOSEN_FLOWS.includes(input.entry.flow) ? input.entry.flow : undefined;
  if (input.provider === 'ignosis') {
    const multi = await initiateIgnosisConsents({
      fip_ids: input.fipIds,
      ...(input.mobile === null ? {} : { mobile: input.mobile }),
      ...(flow === undefined ? {} : { flow }),
    });
    const first = multi.consents[0];
    if (first === undefined) throw new Error('Empty response from login');
    return first;
  }
  return initiateConsent({
    fip_ids: [...input.fipIds],
    provider: input.provider,
    ...(input.mobile === null ? {} : { mobile: input.mobile }),
    ...(flow === undefined ? {} : { flow }),
  });
}

/** Starts a consent at the partner and remembers the journey; the partner OTP is on its way. */
export async function startConsent(input: StartConsentInput): Promise<LinkingJourney> {
  const consent = await initiate(input);
  const journey: LinkingJourney = {
    handle_id: consent.consent_handle,
    provider: consent.provider,
    flow: consent.flow_type,
    selected_fip_ids: consent.selected_fip_ids,
    bank_names: consent.fips.map((fip) => fip.name),
    first_fip_kind: consent.fips[0]?.kind ?? null,
    is_equity_onboarding: consent.is_equity_onboarding,
    mobile_masked: consent.mobile_masked,
    mobile: input.mobile,
    step: 'finvu-otp',
    fip_id: null,
    partner_otp_sent_at: Date.now(),
    bank_otp_sent_at: {},
    source: input.entry.source,
    entry_from: input.entry.entryFrom,
    basket_id: input.entry.basketId,
    status_id: input.entry.statusId,
    updated_at: Date.now(),
  };
  await startJourney(journey, otpScreensRemaining(false, consent.selected_fip_ids.length));
  return journey;
}

/** "Resend OTP" on the partner OTP screen: the same selection and number, a new consent. */
export async function restartConsent(journey: LinkingJourney, entry: LinkingEntry, mobile = journey.mobile) {
  return startConsent({ provider: journey.provider, fipIds: journey.selected_fip_ids, entry, mobile });
}

/** The partner's login OTP; discovery runs with it. */
export async function verifyPartnerOtp(journey: LinkingJourney, otp: string) {
  const result = await verifyFinvuOtp({ consent_handle: journey.handle_id, otp });
  await updateJourney(journey.handle_id, { step: 'discovery', mobile_masked: result.mobile_masked });
  await setOtpScreensRemaining(otpScreensRemaining(true, result.discovery.fip_count));
  return result;
}

/** Discovery on another number (`change_number`: instead of the consent's). */
export async function discoverOnNumber(journey: LinkingJourney, mobile: string, changeNumber: boolean) {
  const result = await submitSecondaryMobile({
    consent_handle: journey.handle_id,
    mobile,
    change_number: changeNumber,
  });
  await updateJourney(journey.handle_id, {
    step: 'discovery',
    mobile_masked: result.mobile_masked,
    ...(changeNumber ? { mobile } : {}),
  });
  return result;
}

/** A fresh OTP from a bank. */
export async function resendBankOtpFor(journey: LinkingJourney, fipId: string) {
  const screen = await resendBankOtp(journey.handle_id, fipId);
  await updateJourney(journey.handle_id, {
    bank_otp_sent_at: { ...journey.bank_otp_sent_at, [fipId]: Date.now() },
  });
  return screen;
}

/** A bank's OTP: links the chosen accounts there; says which bank (if any) comes next. */
export async function verifyBankOtpFor(
  journey: LinkingJourney,
  fipId: string,
  otp: string,
  accRefNumbers: readonly string[],
) {
  const result = await verifyBankOtp({
    consent_handle: journey.handle_id,
    fip_id: fipId,
    otp,
    acc_ref_numbers: accRefNumbers,
  });
  await rememberLinked(
    result.linked_accounts.map((account) => ({
      ...account,
      fip_id: result.fip_id,
      fip_name: result.fip_name,
    })),
  );
  const nextFip = nextBankOtpFip(result.pending_fip_ids, result.fip_id);
  const current = await readJourney();
  await updateJourney(journey.handle_id, {
    step: nextFip === null ? 'consent' : 'bank-otp',
    fip_id: nextFip,
    bank_otp_sent_at: current?.bank_otp_sent_at ?? journey.bank_otp_sent_at,
  });
  await setOtpScreensRemaining(otpScreensRemaining(true, result.pending_fip_ids.length));
  return { result, nextFip };
}
