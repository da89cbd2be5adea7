// The first screens the bench measures (docs/product.md#performance-budgets): every area's first
// screen, signed in as the persona who sees its real content, with the source modules its route
// loads lazily once the shell is up (the data layer and the area's own chunk).
export const ALL_ROUTES = [
  {
    name: 'home',
    path: '/',
    token: 'demo',
    words: 'home',
    lazySources: [
      'src/app/data-provider.tsx',
      'src/app/routes/home-account.tsx',
      'src/app/routes/home-dashboard.tsx',
    ],
  },
  ...[
    ['savings', '/savings'],
    ['banks', '/banks'],
    ['equity', '/equity'],
    ['mutual-funds', '/mutual-funds'],
    ['credit-cards', '/credit-cards'],
    ['insta-cash', '/insta-cash'],
    ['news', '/news'],
    ['alerts', '/alerts'],
  ].map(([area, path]) => ({
    name: area,
    path,
    token: 'demo',
    words: area,
    lazySources: ['src/app/data-provider.tsx', `src/features/${area}/routes.tsx`],
  })),
  {
    name: 'linking',
    path: '/account-aggregator/onboarding',
    token: 'newbie',
    words: 'linking',
    lazySources: ['src/app/data-provider.tsx', 'src/features/linking/routes.tsx'],
  },
];

export const urlOf = (base, route) => new URL(`${route.path}?token=${route.token}`, base).href;

// KOSH_BENCH_ROUTES=home,savings measures only those while iterating; the bench proper measures all.
const only = process.env.KOSH_BENCH_ROUTES?.split(',').map((name) => name.trim());
export const BENCH_ROUTES = only ? ALL_ROUTES.filter((route) => only.includes(route.name)) : ALL_ROUTES;
