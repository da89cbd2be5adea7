import { SERVICE_ROOTS } from '@/config/service-roots';

/** Where the instant-cash endpoints live: under the user service (`/ind-investment/api/v4`). */
export const INSTA_CASH_ROOT = `${SERVICE_ROOTS.user}/insta-cash`;
