/** The Banks area's screens, relative to its mount (the route table and routes.tsx share them). */
export const BANKS_SCREENS = { home: '', account: 'accounts/:accountId' } as const;
