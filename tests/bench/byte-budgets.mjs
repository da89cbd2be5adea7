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
  '/ (en)': 247_500,
  '/ (hi)': 257_500,
  '/savings (en)': 314_000,
  '/savings (hi)': 326_000,
  '/banks (en)': 274_500,
  '/banks (hi)': 285_000,
  '/equity (en)': 294_000,
  '/equity (hi)': 308_000,
  '/credit-cards (en)': 283_000,
  '/credit-cards (hi)': 294_500,
  '/insta-cash (en)': 287_500,
  '/insta-cash (hi)': 300_000,
  '/news (en)': 229_500,
  '/news (hi)': 239_000,
  '/alerts (en)': 240_500,
  '/alerts (hi)': 249_500,
  '/account-aggregator/onboarding (en)': 307_500,
  '/account-aggregator/onboarding (hi)': 323_000,
};

/** The budget kind of a route of routes.mjs: home is what most launches paint. */
export const kindOf = (route) => (route.name === 'home' ? 'home' : 'area');
