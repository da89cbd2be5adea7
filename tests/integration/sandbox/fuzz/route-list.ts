import type { FastifyInstance } from 'fastify';

/** One registered route: an HTTP method and Fastify's URL pattern (`:param`s included). */
export type RouteEntry = { method: string; url: string };

// `│   ` or `    ` per level, then `├── ` or `└── `, the path segment, then ` (GET, HEAD)`.
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z]+(?:, [A-Z]+)*)\))?$/;

/**
 * The routes in `app.printRoutes({ commonPrefix: false })` output. Each line adds its segment to
 * its parent's path; a line without methods is only a branch point. Fastify exposes no route list
 * once the server is built, and an `onRoute` hook would have to be added before the routes are.
 */
export function routesFromPrintout(printout: string): RouteEntry[] {
  const paths: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of printout.split('\n')) {
    const match = LINE.exec(line);
    if (match === null) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const url = `${depth === 0 ? '' : (paths[depth - 1] ?? '')}${segment}`;
    paths[depth] = url;
    paths.length = depth + 1;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** Every route `app` serves, in the order Fastify prints them. */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  return routesFromPrintout(app.printRoutes({ commonPrefix: false }));
}
