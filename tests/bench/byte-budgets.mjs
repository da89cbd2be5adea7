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
  'entry + static imports': 189_000,
  '/ (en)': 293_000,
  '/ (hi)': 322_000,
  '/savings (en)': 359_500,
  '/savings (hi)': 388_500,
  '/banks (en)': 320_000,
  '/banks (hi)': 349_000,
  '/equity (en)': 339_000,
  '/equity (hi)': 368_500,
  '/credit-cards (en)': 328_500,
  '/credit-cards (hi)': 357_500,
  '/insta-cash (en)': 332_500,
  '/insta-cash (hi)': 362_000,
  '/news (en)': 275_000,
  '/news (hi)': 304_500,
  '/alerts (en)': 285_500,
  '/alerts (hi)': 314_500,
  '/account-aggregator/onboarding (en)': 352_500,
  '/account-aggregator/onboarding (hi)': 381_500,
};

/** The budget kind of a route of routes.mjs: home is what most launches paint. */
export const kindOf = (route) => (route.name === 'home' ? 'home' : 'area');
