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
  'entry + static imports': 161_800,
  '/ (en)': 233_500,
  '/ (hi)': 243_900,
  // Savings and banks were raised once, by 1.5 KB, when the date code became one calendar and the
  // query branches one gate (the calendar's small modules and the gate load as chunks of their own);
  // savings and equity then fell by about 28 KB when their pickers became native selects; news and
  // alerts by 10 KB when the list virtualizer left their first screens.
  // Mutual funds' CAS import (2026-11-29) is an area of its own, so its words and form load only
  // there; registering one more lazy area costs every screen about 0.1 KB of route table, which
  // savings (en) and linking (hi) had no room for, and the funds header gained its link.
  // Then (2026-11-29, night) every screen fell by about 2 KB when the toast lost MUI's Slide, and
  // the linking journey by 10 KB when its exit sheet began loading at the first back, and news by
  // 2.7 KB when its filter chips became Buttons.
  '/savings (en)': 252_000,
  '/savings (hi)': 264_100,
  '/banks (en)': 229_600,
  '/banks (hi)': 240_700,
  '/equity (en)': 243_100,
  '/equity (hi)': 257_200,
  // Mutual funds started here, at its first measure (2026-11-29): the same shell and data layer as
  // every area, its own chunk about 12 KB.
  '/mutual-funds (en)': 213_800,
  '/mutual-funds (hi)': 224_700,
  '/credit-cards (en)': 227_600,
  '/credit-cards (hi)': 239_300,
  '/insta-cash (en)': 223_400,
  '/insta-cash (hi)': 236_300,
  '/news (en)': 207_900,
  '/news (hi)': 217_700,
  '/alerts (en)': 220_700,
  '/alerts (hi)': 230_400,
  '/account-aggregator/onboarding (en)': 213_800,
  '/account-aggregator/onboarding (hi)': 230_300,
};

/** The budget kind of a route of routes.mjs: home is what most launches paint. */
export const kindOf = (route) => (route.name === 'home' ? 'home' : 'area');
