/** The Equity area's screens, relative to its mount (the route table and routes.tsx share them). */
export const EQUITY_SCREENS = {
  home: '',
  broker: 'broker/:source/:accountId',
  /** A broker without the account aggregator (CAS statement or broker login). */
  track: 'track-by-statement',
} as const;
