import { z } from 'zod';

import type { Db } from '../db/database';
import { AaError } from './aa-http';
import { requireConsent, type Consent } from './consent-store';
import { partnerErrorFor, partnerLatency } from './special-mobiles';

/**
 * Every call that goes to the partner passes here first: the slow partner takes its time, and a
 * number that makes the partner fail answers 502 PARTNER_ERROR with the partner's raw message
 * (the client maps it to a customer code with `partnerErrorCode`).
 */
export async function partnerStep(mobile: string): Promise<void> {
  await partnerLatency(mobile);
  const failure = partnerErrorFor(mobile);
  if (failure !== null) throw new AaError(502, 'PARTNER_ERROR', failure);
}

/**
 * The caller's consent after its partner step: 404 for an unknown or foreign handle, then
 * {@link partnerStep} on the consent's mobile, then the consent read again, since another
 * request may have moved it on while the slow partner kept this one waiting.
 */
export async function consentAfterPartnerStep(db: Db, userId: string, handle: string): Promise<Consent> {
  await partnerStep(requireConsent(db, userId, handle).mobile);
  return requireConsent(db, userId, handle);
}

/** Query fields shared by the partner steps. */
export const consentHandleField = z.string().min(1).max(128);
export const otpField = z.string().regex(/^[0-9]{6}$/, 'must be 6 digits');
export const mobileField = z.string().regex(/^[6-9][0-9]{9}$/, 'must be a 10-digit Indian mobile number');
/** `true`/`false` as a query string carries them. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');
