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
  'entry + static imports': 180_500,
  '/ (en)': 263_000,
  '/ (hi)': 292_000,
  '/savings (en)': 329_500,
  '/savings (hi)': 358_500,
  '/banks (en)': 290_000,
  '/banks (hi)': 319_000,
  '/equity (en)': 309_500,
  '/equity (hi)': 339_000,
  '/credit-cards (en)': 298_500,
  '/credit-cards (hi)': 328_000,
  '/insta-cash (en)': 303_000,
  '/insta-cash (hi)': 332_500,
  '/news (en)': 245_500,
  '/news (hi)': 274_500,
  '/alerts (en)': 256_000,
  '/alerts (hi)': 285_000,
  '/account-aggregator/onboarding (en)': 322_500,
  '/account-aggregator/onboarding (hi)': 352_000,
};

/** The budget kind of a route of routes.mjs: home is what most launches paint. */
export const kindOf = (route) => (route.name === 'home' ? 'home' : 'area');
