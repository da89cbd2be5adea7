/**
 * The consent lifecycle of docs/product.md#consent-lifecycle as a pure transition function. The journey
 * runs INITIATED → PARTNER_OTP_VERIFIED → DISCOVERED → LINKED → ACTIVE; the customer can deny the
 * consent on the way (REJECTED) and revoke it once accounts are linked (REVOKED). LINKED is the
 * state after a bank OTP: the FIP confirms the OTP and links the accounts in the same step.
 */
export const CONSENT_STATES = [
  'INITIATED',
  'PARTNER_OTP_VERIFIED',
  'DISCOVERED',
  'LINKED',
  'ACTIVE',
  'REJECTED',
  'REVOKED',
] as const;

/** One of {@link CONSENT_STATES}. */
export type ConsentState = (typeof CONSENT_STATES)[number];

/** What can happen to a consent. */
const CONSENT_EVENTS = [
  /** The AA partner accepted its login OTP. */
  'PARTNER_OTP_VERIFIED',
  /** Discovery ran (again, e.g. on a secondary mobile number). */
  'ACCOUNTS_DISCOVERED',
  /** A bank accepted its OTP and linked the chosen accounts. */
  'BANK_OTP_VERIFIED',
  /** The customer approved the consent on the final step. */
  'CONSENT_APPROVED',
  /** The customer denied the consent or left the journey. */
  'CONSENT_DENIED',
  /** The customer revoked the consent (or stopped tracking its last account). */
  'REVOKE',
] as const;

/** One of {@link CONSENT_EVENTS}. */
export type ConsentEvent = (typeof CONSENT_EVENTS)[number];

type Transitions = { readonly [E in ConsentEvent]?: ConsentState };

// Anything not listed is illegal: e.g. a bank OTP before the partner OTP, linking after a revoke.
const TRANSITIONS: { readonly [S in ConsentState]: Transitions } = {
  INITIATED: { PARTNER_OTP_VERIFIED: 'PARTNER_OTP_VERIFIED', CONSENT_DENIED: 'REJECTED' },
  PARTNER_OTP_VERIFIED: { ACCOUNTS_DISCOVERED: 'DISCOVERED', CONSENT_DENIED: 'REJECTED' },
  DISCOVERED: {
    ACCOUNTS_DISCOVERED: 'DISCOVERED',
    BANK_OTP_VERIFIED: 'LINKED',
    CONSENT_DENIED: 'REJECTED',
  },
  // More banks of the same consent may still be linked; discovery on another number keeps what
  // is linked.
  LINKED: {
    ACCOUNTS_DISCOVERED: 'LINKED',
    BANK_OTP_VERIFIED: 'LINKED',
    CONSENT_APPROVED: 'ACTIVE',
    CONSENT_DENIED: 'REJECTED',
    REVOKE: 'REVOKED',
  },
  // Approving twice (the final-status screen reloaded) changes nothing.
  ACTIVE: { CONSENT_APPROVED: 'ACTIVE', REVOKE: 'REVOKED' },
  REJECTED: {},
  REVOKED: {},
};

/** True when `event` is allowed in `state`. */
function canTransition(state: ConsentState, event: ConsentEvent): boolean {
  return TRANSITIONS[state][event] !== undefined;
}

/** The state after `event`, or null when the move is illegal (the caller answers 409). */
export function next(state: ConsentState, event: ConsentEvent): ConsentState | null {
  return TRANSITIONS[state][event] ?? null;
}

/** True for states no event leaves. */
export function isTerminal(state: ConsentState): boolean {
  return Object.keys(TRANSITIONS[state]).length === 0;
}

/** The events allowed in `state`, e.g. to say in a 409 what would have been possible. */
export function allowedEvents(state: ConsentState): ConsentEvent[] {
  return CONSENT_EVENTS.filter((event) => canTransition(state, event));
}
