// Types for routes.mjs, read by the unit tests as well as by the bench.
export type FirstScreen = {
  name: string;
  path: string;
  token: string;
  words: string;
  lazySources: string[];
};
export declare const ALL_ROUTES: readonly FirstScreen[];
export declare const BENCH_ROUTES: readonly FirstScreen[];
export declare const urlOf: (base: string | URL, route: FirstScreen) => string;
