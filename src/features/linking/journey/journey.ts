/**
 * The linking journey's progress as it is kept in Dexie (storage `linking` table): the consent
 * user details with their `handle_id` plus where the customer is, the accounts to be linked (the
 * selection on each bank OTP screen) and to be tracked (linked so far), and the OTP screens still
 * ahead. A reload or a webview restart mid-flow reads it back and resumes.
 */
import type { FipKind } from '@/domain/aa/fip-catalogue';
import type { FlowType } from '@/domain/aa/flow-type';
import type { JourneyStep } from '@/domain/aa/journey';
import type { AaProviderName } from '@/domain/aa/linking-entry';
import {
  clearLinking,
  getConsentUserDetails,
  setAccountsToBeLinked,
  setAccountsToBeTracked,
  setConsentUserDetails,
  setOtpScreensRemaining,
  getAccountsToBeTracked,
  type StoredAccount,
} from '@/storage/repositories/linking';

/** The consent user details of docs/product.md#discovered-accounts, with the journey's position. */
export type LinkingJourney = {
  handle_id: string;
  provider: AaProviderName;
  flow: FlowType;
  selected_fip_ids: string[];
  /** Names of the selected FIPs, for copy and analytics (`bank_name`). */
  bank_names: string[];
  first_fip_kind: FipKind | null;
  is_equity_onboarding: boolean;
  mobile_masked: string;
  /** A number the customer typed for this consent (never the one on file, which we never see). */
  mobile: string | null;
  step: JourneyStep;
  /** The FIP of the bank OTP screen, when on it. */
  fip_id: string | null;
  /** When the partner OTP was sent (epoch ms): SMS auto-read accepts only newer messages. */
  partner_otp_sent_at: number;
  /** When each bank's OTP was sent (epoch ms), by FIP id. */
  bank_otp_sent_at: Record<string, number>;
  /** The entry query to hand to the final status (docs/product.md#linking-navlink-parameters). */
  source: string | null;
  entry_from: string | null;
  basket_id: string | null;
  status_id: string | null;
  updated_at: number;
};

const JOURNEY_FIELDS = ['provider', 'flow', 'step', 'selected_fip_ids'] as const;

/** The stored journey, or null when none (or one written by an older app that lacks a field). */
export function asJourney(details: unknown): LinkingJourney | null {
  if (typeof details !== 'object' || details === null) return null;
  const record = details as Record<string, unknown>;
  if (typeof record.handle_id !== 'string') return null;
  if (JOURNEY_FIELDS.some((field) => record[field] === undefined)) return null;
  return details as LinkingJourney;
}

export async function readJourney(): Promise<LinkingJourney | null> {
  return asJourney(await getConsentUserDetails());
}

/** Starts a journey afresh: a new consent forgets the previous one's accounts. */
export async function startJourney(journey: LinkingJourney, otpScreens: number): Promise<void> {
  await clearLinking();
  await setConsentUserDetails(journey);
  await setOtpScreensRemaining(otpScreens);
}

/** Updates the stored journey (a no-op when another consent has replaced it meanwhile). */
export async function updateJourney(handle: string, patch: Partial<LinkingJourney>): Promise<void> {
  const current = await readJourney();
  if (current === null || current.handle_id !== handle) return;
  await setConsentUserDetails({ ...current, ...patch, updated_at: Date.now() });
}

export function rememberSelection(accounts: readonly StoredAccount[]): Promise<void> {
  return setAccountsToBeLinked(accounts);
}

/** Adds what a bank OTP linked to the accounts to be tracked (by account id, without repeats). */
export async function rememberLinked(accounts: readonly StoredAccount[]): Promise<void> {
  const tracked = await getAccountsToBeTracked();
  const seen = new Set(tracked.map((account) => account.account_id));
  await setAccountsToBeTracked([...tracked, ...accounts.filter((account) => !seen.has(account.account_id))]);
}

export { setOtpScreensRemaining };
