/**
 * The first segments the payments area is mounted on. Apart from ./paths.ts, whose list of status
 * pages the router does not need: the router is in the entry.
 */
export const PAYMENTS_MOUNTS = ['payment', 'disbursement', 'mini-app'] as const;
