import type { AaProvider } from '@/api/schemas/aa-common';
import { type InitiateConsent, initiateConsentSchema } from '@/api/schemas/tracking';
import { fipById, fipByIfsc } from '@/domain/aa/fip-catalogue';
import { flowTypeForFipIds, isEquityOnboarding, type FlowType } from '@/domain/aa/flow-type';

import type { Db } from '../db/database';
import { AaError } from './aa-http';
import { aaHandle, insertConsent } from './consent-store';
import { issueChallenge, otpSentInfo } from './otp';
import { maskMobile, type AaUser } from './users';

/** What the customer asked for. */
export type InitiateRequest = {
  fipIds: readonly string[];
  bankIfsc: string | null;
  mobile: string | undefined;
  provider: AaProvider;
  flow: FlowType | undefined;
};

/** The partner's name as the OTP's sender. */
export const PROVIDER_NAMES: Readonly<Record<AaProvider, string>> = {
  finvu: 'Finvu',
  cams: 'CAMSfinserv',
  ignosis: 'Ignosis',
};

/**
 * The selection in order, as catalogue ids, without repeats: the bank of `bank_ifsc` first (it
 * is the bank the customer tapped), then the listed FIPs. Unknown ids and IFSCs are 400s.
 */
export function resolveSelection(fipIds: readonly string[], bankIfsc: string | null): string[] {
  const selected: string[] = [];
  if (bankIfsc !== null) {
    const bank = fipByIfsc(bankIfsc);
    if (bank === null) {
      throw new AaError(400, 'UNSUPPORTED_BANK', `bank_ifsc: no supported bank has IFSC ${bankIfsc}`);
    }
    selected.push(bank.fipId);
  }
  for (const id of fipIds) {
    const fip = fipById(id);
    if (fip === null) throw new AaError(400, 'UNKNOWN_FIP', `fip_ids: ${id} is not a supported FIP`);
    if (!selected.includes(fip.fipId)) selected.push(fip.fipId);
  }
  if (selected.length === 0) throw new AaError(400, 'NO_FIP_SELECTED', 'fip_ids: select at least one FIP');
  return selected;
}

/**
 * Starts a consent at the partner: stores it (INITIATED) and sends the partner's login OTP to
 * the consent's mobile: the one given, or the customer's own.
 */
export function initiateConsent(db: Db, user: AaUser, request: InitiateRequest, now: Date): InitiateConsent {
  const fipIds = resolveSelection(request.fipIds, request.bankIfsc);
  const mobile = request.mobile ?? user.mobile;
  if (mobile === null)
    throw new AaError(400, 'MOBILE_REQUIRED', 'mobile: the customer has no mobile on file');
  const consent = insertConsent(
    db,
    {
      userId: user.id,
      provider: request.provider,
      mobile,
      fipIds,
      flowType: request.flow ?? flowTypeForFipIds(fipIds),
      bankIfsc: request.bankIfsc,
    },
    now,
  );
  const challenge = issueChallenge(db, consent.handle, 'PARTNER', '', mobile, now);
  return initiateConsentSchema.parse({
    consent_handle: consent.handle,
    provider: consent.provider,
    aa_handle: aaHandle(mobile, consent.provider),
    consent_status: consent.state,
    flow_type: consent.flowType,
    is_equity_onboarding: isEquityOnboarding(fipIds),
    selected_fip_ids: fipIds,
    fips: fipIds.flatMap((id) => {
      const fip = fipById(id);
      return fip === null ? [] : [{ fip_id: fip.fipId, name: fip.name, kind: fip.kind }];
    }),
    mobile_masked: maskMobile(mobile),
    otp: otpSentInfo(challenge, PROVIDER_NAMES[consent.provider]),
    created_at: consent.createdAt,
  });
}
