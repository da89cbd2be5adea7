// The byte budgets of every first screen (docs/decisions/0014-first-screen-speed.md). Byte sizes
// are exact, so `npm test` checks them (scripts/check-first-screen-bytes.mjs) and a change that
// grows a first screen goes red; timings stay in `npm run bench`.
//
// Figures are gzip (level 9) of each file, summed over the files a first screen downloads before
// it shows its content, in either language (a Hindi reader also downloads the Hindi catalogue).

/** The product's budgets. */
export const BUDGETS = {
  entry: 140_000,
  home: 175_000,
  area: 210_000,
};

/**
 * What `npm test` enforces today, per measure (the names firstScreenSizes gives). They started at
 * the figures measured before the speed work and only ever go down, toward BUDGETS; a measure not
 * listed is held to its budget.
 */
export const LIMITS = {
  'entry + static imports': 165_500,
  '/ (en)': 248_000,
  '/ (hi)': 258_500,
  '/savings (en)': 315_000,
  '/savings (hi)': 327_500,
  '/banks (en)': 275_000,
  '/banks (hi)': 286_500,
  '/equity (en)': 295_500,
  '/equity (hi)': 309_500,
  '/credit-cards (en)': 284_000,
  '/credit-cards (hi)': 295_500,
  '/insta-cash (en)': 289_000,
  '/insta-cash (hi)': 301_500,
  '/news (en)': 230_500,
  '/news (hi)': 240_500,
  '/alerts (en)': 241_500,
  '/alerts (hi)': 251_000,
  '/account-aggregator/onboarding (en)': 308_500,
  '/account-aggregator/onboarding (hi)': 324_500,
};

/** The budget kind of a route of routes.mjs: home is what most launches paint. */
export const kindOf = (route) => (route.name === 'home' ? 'home' : 'area');
