/**
 * Mobile numbers that make the simulated AA partner misbehave on purpose (documented in
 * docs/sandbox.md). Any persona may use them as the consent's mobile; every other number discovers
 * the persona's own accounts.
 */
export type SpecialBehaviour =
  | { kind: 'NO_ACCOUNTS' }
  | { kind: 'ALREADY_LINKED' }
  | { kind: 'FIP_DOWN' }
  | { kind: 'PARTNER_ERROR'; message: string }
  | { kind: 'SLOW' };

/** How long the slow partner takes over every step. */
const SLOW_PARTNER_DELAY_MS = 3000;

/** Number → behaviour, with one line each for the docs. */
const SPECIAL_MOBILES: ReadonlyMap<string, SpecialBehaviour> = new Map<string, SpecialBehaviour>([
  ['9000000001', { kind: 'NO_ACCOUNTS' }],
  ['9000000002', { kind: 'ALREADY_LINKED' }],
  ['9000000003', { kind: 'FIP_DOWN' }],
  ['9000000004', { kind: 'PARTNER_ERROR', message: 'Empty response from login' }],
  ['9000000005', { kind: 'PARTNER_ERROR', message: 'Invalid auth key' }],
  [
    '9000000006',
    { kind: 'PARTNER_ERROR', message: "Cannot read properties of null (reading 'addEventListener')" },
  ],
  ['9000000007', { kind: 'PARTNER_ERROR', message: 'Failed to fetch' }],
  ['9000000008', { kind: 'SLOW' }],
]);

/** The special behaviour of a number, or null for an ordinary one. */
export function specialBehaviour(mobile: string): SpecialBehaviour | null {
  return SPECIAL_MOBILES.get(mobile) ?? null;
}

/** The partner's raw error message for this number, or null. */
export function partnerErrorFor(mobile: string): string | null {
  const behaviour = specialBehaviour(mobile);
  return behaviour?.kind === 'PARTNER_ERROR' ? behaviour.message : null;
}

/**
 * Waits as long as the partner takes for this number: {@link SLOW_PARTNER_DELAY_MS} for the
 * slow partner, nothing otherwise. A timer, so the server keeps answering other requests.
 */
export async function partnerLatency(mobile: string): Promise<void> {
  if (specialBehaviour(mobile)?.kind !== 'SLOW') return;
  await new Promise<void>((resolve) => {
    setTimeout(resolve, SLOW_PARTNER_DELAY_MS);
  });
}
