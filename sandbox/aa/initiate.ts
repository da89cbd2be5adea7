import type { AaProvider } from '@/api/schemas/aa-common';
import { type InitiateConsent, initiateConsentSchema } from '@/api/schemas/tracking';
import { fipById, fipByIfsc } from '@/domain/aa/fip-catalogue';
import { flowTypeForFipIds, isEquityOnboarding } from '@/domain/aa/fip-flow';
import type { FlowType } from '@/domain/aa/flow-type';

import type { Db } from '../db/database';
import { fill } from '../http/language';
import { AaError } from './aa-http';
import { AA_TEXT, AA_TEXT_WITH } from './aa-texts';
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
      throw new AaError(400, 'UNSUPPORTED_BANK', fill(AA_TEXT_WITH.unsupportedBank, { ifsc: bankIfsc }));
    }
    selected.push(bank.fipId);
  }
  for (const id of fipIds) {
    const fip = fipById(id);
    if (fip === null) throw new AaError(400, 'UNKNOWN_FIP', fill(AA_TEXT_WITH.unknownFip, { id }));
    if (!selected.includes(fip.fipId)) selected.push(fip.fipId);
  }
  if (selected.length === 0) throw new AaError(400, 'NO_FIP_SELECTED', AA_TEXT.noFipSelected);
  return selected;
}

/**
 * Starts a consent at the partner: stores it (INITIATED) and sends the partner's login OTP to
 * the consent's mobile: the one given, or the customer's own.
 */
export function initiateConsent(db: Db, user: AaUser, request: InitiateRequest, now: Date): InitiateConsent {
  const fipIds = resolveSelection(request.fipIds, request.bankIfsc);
  const mobile = request.mobile ?? user.mobile;
  if (mobile === null) throw new AaError(400, 'MOBILE_REQUIRED', AA_TEXT.noMobile);
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
