import type { FastifyInstance } from 'fastify';

import type { RouteEntry } from './route-list';

// Values under keys like these are what other endpoints take as parameters.
const USEFUL_KEY = /(^id$|_id$|_ids$|Id$|^source$|fip|_key$|^type$|^provider$|handle|ifsc|^pill$|^filter$)/;
const MAX_VALUES = 300;
const MAX_DEPTH = 12;

/** Strings (and whole numbers) under {@link USEFUL_KEY} keys anywhere in `value`. */
function collect(value: unknown, into: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || into.size >= MAX_VALUES || typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (USEFUL_KEY.test(key) && (typeof child === 'string' || Number.isInteger(child)))
      into.add(String(child));
    collect(child, into, depth + 1);
  }
}

/**
 * Real ids and codes of the seeded world (account ids, FIP ids, card ids, month keys…), read from
 * every parameterless GET as each persona. Mixed into the fuzz inputs, they get requests past
 * "unknown id" answers into the code that handles a real record with odd other input.
 */
export async function harvestValues(app: FastifyInstance, routes: readonly RouteEntry[]): Promise<string[]> {
  const values = new Set<string>();
  const gets = routes.filter((route) => route.method === 'GET' && !route.url.includes(':'));
  for (const token of ['demo', 'other']) {
    for (const route of gets) {
      const res = await app.inject({
        method: 'GET',
        url: route.url,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
      collect(res.json(), values, 0);
    }
  }
  return [...values].filter((value) => value.length > 0 && value.length <= 100);
}
