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
  // The entry rose by 100 (2026-11-30) when the browser's bridge adapter became a chunk of its own:
  // the entry's preload map names its chunks (about 70 bytes), and every first screen fell by 0.1
  // to 0.35 KB.
  // The entry rose by 300 (2026-12-01, night) when the data layer stopped remounting the page: the
  // entry now renders TanStack Query's client and "restoring" contexts itself (src/app/data-layer.tsx,
  // 211 bytes), so the page keeps its place in the tree when the data layer's chunk arrives. A
  // first screen then drew about 450 components and 120 elements once, not twice; with one copy of
  // query-core instead of two (package.json overrides), every first screen fell by 40 to 160
  // bytes, and the six with the most to spare fell by 100.
  // The entry fell inside its budget (2026-12-02, evening), 151.1 to 138.7 KB: MUI's ButtonBase
  // family left it (the area cards are plain links, the error screen's buttons plain ones, the
  // toast card and the install button chunks of their own), the regulatory footer loads only where
  // it shows, and the list of every screen left the router's route table.
  'entry + static imports': 130_200,
  // Home (en) rose by 100 (2026-12-01, afternoon) for 11 bytes of hash: telemetry's start chunk
  // changed (one module for the service worker it hands requests to), and the entry names that
  // chunk by its new hash; no first screen's code changed. It had 2 bytes to spare.
  '/ (en)': 170_000,
  '/ (hi)': 174_000,
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
  // Then (2026-11-30) savings, banks, equity, cards, instant cash and alerts fell by 4 to 10 KB
  // when their tabs became the shell's TabBar and their toggle groups ChoiceGroup; home's
  // placeholder then took its measured heights and the room of the profile button (CLS 0.054 to
  // 0.017), about 30 bytes on every screen, and six limits rose by 100.
  // Then (2026-11-30, morning) home's memoised cards cost it 0.17 KB and news' one-root rows 0.19
  // KB, both paid for by the bridge adapter leaving every first screen.
  // Then (2026-11-30, afternoon) every first screen fell by 2.3 to 4.4 KB when Vite's preload map
  // and its links gave way to each lazy chunk importing its whole tree
  // (scripts/vite/hoist-transitive-imports.ts); a chunk name now costs only the screens that load it.
  // A saved choice's answer then became a transition (src/storage/hooks/use-storage-query.ts), so
  // the tab it unlocks draws in slices: TBT fell in four A/B pairs of Lighthouse runs on / and
  // /savings, by 90 to 1,066 ms. It costs 6 to 62 bytes, and the limits it crossed rose by 100.
  // Then (2026-11-30, evening) every first screen fell by 21 to 100 bytes when the build dropped
  // the extraction markers (defineMessages and the like) and sections handed the gate their words,
  // and thirteen limits came down by 100. Setting `<html lang>` in the commit that shows the words
  // (a layout effect) then cost the entry 14 bytes, and every chunk that imports the entry under its
  // new hash 1 or 2; five of those limits went back up.
  // Then (2026-12-01) the funds screen began asking for its portfolio from the entry, like every
  // other area (src/app/first-requests.ts): 21 bytes of entry, and the data asked for 0.5 s sooner
  // in Lighthouse's trace of /mutual-funds. Four Hindi limits with 0 to 12 bytes to spare rose by 100.
  // Then (2026-12-01) each feature's Hindi words split in two: those of its first screen, and those
  // of the screens it loads later (`<feature>.later`, fetched when the page is idle). Hindi first
  // screens fell by 0.6 KB (mutual funds) to 6.8 KB (linking); the catalogue's index of parts and
  // the idle fetch cost the entry 69 bytes and every screen without a later part about 100, and
  // those limits rose by 100 or 200.
  // Then (2026-12-01) telemetry, Sentry, Dexie, the offline queue and the service worker began
  // waiting for the first screen's data instead of the first idle moment (src/lib/first-screen.ts):
  // 143 bytes of entry and about 200 on every screen; Lighthouse on /mutual-funds and /savings went
  // from 68-79 to 80-87, LCP down by 0.6 to 1.1 s. Every limit rose by 100 or 200.
  // Then (2026-12-01) MUI's theme lost the CSS-variables branch no Kosh theme takes
  // (scripts/vite/mui-without-css-variables.ts): the entry and every first screen fell by 8 KB, and
  // every limit with it. React Router's production build (its exports name only the development one)
  // took 0.5 KB more off every screen, and the CAMS fallback and the SMS sheet's schema leaving the
  // linking journey's modules 1.6 to 1.7 KB off home, savings, banks and equity, which no longer load
  // that journey's calls (banks fell inside the area budget). The cards' status label and "show"
  // panels then left MUI's Chip and Collapse (cards -5.3 KB) and the bank badge its Avatar (banks
  // -1.2 KB).
  // Then (2026-12-01, noon) the query gate and home's dashboard began drawing answers in deferred
  // renders (useDeferredValue), in slices instead of one blocking render: at 4× CPU the blocking
  // time of a load fell from 973 to 567 ms on /, 751 to 550 on /alerts, 894 to 795 on /savings
  // (medians of five). The hook costs the gate's shared chunk and home's about 15 to 36 bytes, and
  // the six limits it crossed rose by 100.
  // Then (2026-12-01, evening) every shown figure took the minus sign (U+2212) that transaction
  // amounts already had, instead of the hyphen: the formatters' module exports the sign to the
  // change texts' chunk, 60 to 85 bytes on every screen with the chunk hashes it renamed. Session
  // replay leaving Sentry's chunk had just taken 60 to 80 bytes off each; the five limits crossed
  // by 5 to 15 bytes (banks, equity, funds and instant cash in Hindi, alerts in English) rose by 100.
  // Then (2026-12-01, night) telemetry's outbox writes a burst of events in one transaction instead
  // of one per event: its start chunk grew by 42 bytes, which no first screen loads, but its new
  // hash renamed the entry, and every chunk that imports the entry moved by -2 to +9 bytes; the five
  // limits crossed by 1 to 25 bytes (savings in both languages, news and linking in English, alerts
  // in Hindi) rose by 100.
  // Then (2026-12-02) every GET leaves the task it was asked in before it reaches fetch
  // (src/lib/yield-to-main.ts), so a screen starting its queries is a dozen short tasks instead of
  // one of 30 to 45 ms (120 to 180 at 4x CPU). The helper and its call cost the data layer's chunk
  // about 80 bytes; the eight limits crossed by 6 to 34 bytes (banks, funds, news, alerts and linking
  // in English; funds, instant cash and alerts in Hindi) rose by 100.
  // Then (2026-12-02) the chunks with 12 KB of source or more took V8's compile hint as their first
  // line (vite.config.ts), so their functions compile off the main thread as they stream in: in
  // three paired traces of / the main thread's busy time fell by 0 to 120 ms (60 on average) and
  // the 4x blocking by 7 to 130 (85), for 30 bytes of gzip on each of 61 files: 22 to 205 bytes a
  // first screen.
  // Every limit but the entry's rose to the next 100 above its new figure.
  // Then (2026-12-02, morning) the offline banner's time (src/app/pwa/data-time.ts) kept its Intl
  // formatters instead of making two at every draw: 57 to 102 ms of an offline repeat visit of / at
  // 4x CPU became 12 or 13. 43 bytes of entry; the eight limits crossed by 5 to 28 bytes rose by 100.
  // Then (2026-12-02) the house's repeated screen pieces got one home each (a caption over an
  // amount in instant cash, linking's two large buttons and its section label, funds' headed card,
  // home's list section). Gzip had made the copies nearly free, so each shared piece cost its first
  // screen 35 to 90 bytes; the five limits crossed by 4 to 80 bytes (funds, instant cash and
  // linking) rose by 100. Pieces that became chunks of their own (a round icon tile shared by alerts
  // and instant cash, the cards' gate, the telemetry view's loading block) were put back: 260 to
  // 580 bytes each for one duplicate pair.
  // Then (2026-12-02, later) a second pass over the copies: a plain GET is one `readOf` call in the
  // data layer's chunk (33 bytes on every screen), the lazy charts' Suspense moved into `WhenSeen`,
  // and the renamed chunk hashes moved every first screen by -14 to +19 bytes; the five limits
  // crossed by 1 to 44 bytes (home, cards and instant cash in English, cards in Hindi, news in
  // English) rose by 100.
  // Then (2026-12-02, afternoon) each area's first screen lost what it does not show: equity's other
  // tabs and its sales page, savings' insights below the accounts, the invitation to link a bank
  // (banks, savings), MUI's Alert from the offline notice, MUI's Chip and Link from the broker card;
  // the list of linking flows stopped bringing the FIP catalogue and the wealth endpoints the
  // linking calls; the modules every screen's route loads joined the data chunk
  // (scripts/vite/shell-chunk.ts). Every first screen fell by 0.9 to 20 KB, savings, banks and
  // equity inside the area budget in both languages but savings in Hindi, and every limit came
  // down to the next 100 above its figure.
  // Then the same afternoon the net-worth history left home's other wealth reads, the spending
  // domain's words split by what shows them (a transaction's kind, a passbook day, a change of
  // spending), and the loading shapes stopped being MUI's Skeleton (src/components/feedback/
  // skeleton.tsx): every first screen 0.9 to 2.5 KB less, all ten areas inside 210 KB in both
  // languages, and every limit down to the next 100 again.
  // Then (2026-12-02, evening) the ButtonBase family left the entry for a chunk of its own that
  // the areas load (scripts/vite/shell-chunk.ts), which first cost each area 0 to 0.2 KB of
  // compression, and the list of every screen left the route table: every first screen fell by
  // 0.2 to 0.9 KB, and every limit came down to the next 100 above its figure.
  // Then home's lists below the fold (what needs attention, what falls due: their queries, rules,
  // buttons and the navlink executor) became a chunk the dashboard asks for as it renders, and the
  // header's profile button and the net worth's retry stopped being MUI Buttons: home fell by 21 to
  // 23 KB, and with the data chunk then holding what every area (not home) loads, every area by
  // 0.3 KB. Every limit came down to the next 100 above its figure. The height of the lists'
  // stand-in then changed home's chunk hash, and three limits crossed by 3 to 13 bytes (savings
  // and news in English, equity in Hindi) rose by 100.
  // Then (2026-12-03) home's four wealth reads (the savings level 1, the broker list, the card list,
  // the instant-cash summary) became modules of their own, each with just its schema
  // (src/api/endpoints/*-l1.ts, broker-details.ts, credit-cards-list.ts, insta-cash-summary.ts):
  // home no longer downloads the whole of four services' calls, and fell by 9.3 KB. The areas that
  // read one of them now load it as one more small chunk, 0.3 to 0.5 KB of compression each (all
  // still inside the area budget); those ten limits rose to the next 100 above their figures, and
  // every other came down to it.
  // Then (2026-12-03) a burst of 401s signs out once and asks for the login page once, and asks
  // again while the page is still there (src/api/request.ts): a CI run had the last of six login
  // navigations cancelled, and the page stayed where it was, signed out. About 100 to 140 bytes on
  // every signed-in first screen (the data chunk); all twenty limits rose by 100 or 200.
  // Then (2026-12-03) every limit came down by 5.5 to 7.5 KB: the production build formats the
  // compiled messages with src/i18n/compiled-intl.tsx instead of react-intl, @formatjs/intl and
  // intl-messageformat (5.5 KB), takes rxjs's ES2015 build (0.9 KB), and the sign-out with its
  // purges loads only when a session ends (src/session/end-on-demand.ts, 1.0 KB).
  // Then (2026-12-03) home's area cards and trust note, below a phone's first screenful, became a
  // chunk fetched as home mounts (src/app/routes/home-areas.tsx): 1.9 KB off home and 2.1 off the
  // entry, so off every first screen.
  // Then (2026-12-03) home fell by 4.1 KB more: what only areas load (the modules every area's
  // route imports, and TanStack Query's mutation and infinite-query hooks) left the data chunk for
  // a `screens` chunk of their own (scripts/vite/shell-chunk.ts), 3.1 KB; and the legacy keys'
  // migration, with the repositories it writes to, is downloaded only when a legacy key is there
  // (src/storage/start.ts), 1.0 KB off every first screen. The areas' limits moved by -0.3 to +0.3
  // (one more file each, the migration gone), to the next 100 above their figures.
  '/savings (en)': 195_700,
  '/savings (hi)': 200_300,
  '/banks (en)': 194_600,
  '/banks (hi)': 198_900,
  '/equity (en)': 190_700,
  '/equity (hi)': 195_500,
  // Mutual funds started here, at its first measure (2026-11-29): the same shell and data layer as
  // every area, its own chunk about 12 KB. Both fell by 1.4 KB (2026-11-30) when a fund's open
  // lots stopped carrying the day each turns long term, which no screen showed: the tax rules
  // now load only with the capital-gains screens.
  '/mutual-funds (en)': 187_700,
  '/mutual-funds (hi)': 192_500,
  '/credit-cards (en)': 191_600,
  // Cards (hi) and linking (hi) rose by 100 (2026-11-30) for 2 and 16 bytes: the house's shared
  // pieces (the funds' gate, the statement submit button, linking's step badge, the sheet gate) are
  // chunks of their own, and the entry's preload map names each (about 14 bytes on every screen).
  // Pieces that cost a first screen more than that (a gradient band, a round badge, a heading with
  // its note, equity's tab table) were put back inline.
  '/credit-cards (hi)': 196_900,
  // Instant cash (en) rose by 100 (2026-12-01) for 15 bytes: the trend cards' sparkline renamed
  // x-charts' lazy chunks, and the new hashes of the shared chunks that name them moved every first
  // screen by -21 to +17 bytes of gzip; this screen had 2 to spare.
  '/insta-cash (en)': 193_700,
  '/insta-cash (hi)': 198_900,
  '/news (en)': 183_500,
  '/news (hi)': 187_900,
  '/alerts (en)': 192_100,
  // Alerts (hi) rose by 100 (2026-11-30) for 7 bytes: the entry's new hash, in every chunk that
  // imports it.
  '/alerts (hi)': 196_500,
  '/account-aggregator/onboarding (en)': 189_500,
  '/account-aggregator/onboarding (hi)': 194_200,
};

/** The budget kind of a route of routes.mjs: home is what most launches paint. */
export const kindOf = (route) => (route.name === 'home' ? 'home' : 'area');
