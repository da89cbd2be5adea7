/** The Equity area's screens, relative to its mount (the route table and routes.tsx share them). */
export const EQUITY_SCREENS = { home: '', broker: 'broker/:source/:accountId' } as const;
