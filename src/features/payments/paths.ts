/**
 * Where the money status pages live, as data (no React): the screen list names each page for
 * whoever must reach them all (the router mounts the area on ./mounts.ts's prefixes).
 */
import { STATUS_ROUTES } from '@/domain/navigation/lending-rules';

/** The card bill payment's status page (the gateway returns here). */
export const CARD_PAYMENT_STATUS_PATH = '/payment/card/status';

/**
 * The query parameter naming what a status page shows, by lending entity; an entity left out
 * shows the customer's only one of its kind (the mandate).
 */
const ID_PARAMS: Readonly<Record<string, string>> = {
  disbursement: 'withdrawal_id',
  emi: 'repayment_id',
  overdue: 'repayment_id',
  foreclosure: 'repayment_id',
};

export type StatusScreen = {
  /** `card` for the bill payment, else the lending entity (`statusRouteFor`). */
  entity: string;
  path: string;
  /** The query parameter holding the payment's id, or null when the page needs none. */
  idParam: string | null;
};

export const STATUS_SCREENS: readonly StatusScreen[] = [
  { entity: 'card', path: CARD_PAYMENT_STATUS_PATH, idParam: 'payment_id' },
  ...Object.entries(STATUS_ROUTES).map(([entity, path]) => ({
    entity,
    path,
    idParam: ID_PARAMS[entity] ?? null,
  })),
];
