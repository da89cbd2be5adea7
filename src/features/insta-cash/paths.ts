/** The Instant cash area's screens, relative to its mount (the route table and routes.tsx share them). */
export const INSTA_CASH_SCREENS = {
  overview: '',
  schedule: 'emi-schedule',
  transactions: 'transactions',
  withdrawals: 'withdrawals',
  draw: 'get-insta-cash',
} as const;
