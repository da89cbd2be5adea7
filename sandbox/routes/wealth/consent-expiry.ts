import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';

/** How long a consent given in the sandbox lasts: a year from the day it was given. */
const CONSENT_VALIDITY_DAYS = 365;

/**
 * Consents of the seeded world whose end the seed's story fixes, in days after the anchor: demo's
 * bank-data consent is the one its "expires in 14 days" alert (sent 2 days before the anchor) is
 * about, so it ends 12 days after the anchor.
 */
const SEEDED_EXPIRY_AFTER_ANCHOR: Readonly<Record<string, number>> = { 'seed-consent-demo-1': 12 };

/** The last day a consent is valid: the seed's story for seeded ones, else a year from its start. */
export function consentExpiresOn(handle: string, createdAt: string, anchor: string): string {
  const seeded = SEEDED_EXPIRY_AFTER_ANCHOR[handle];
  if (seeded !== undefined) return isoDayFromNumber(dayNumber(anchor) + seeded);
  return isoDayFromNumber(dayNumber(createdAt) + CONSENT_VALIDITY_DAYS);
}
