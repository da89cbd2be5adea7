import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { escapeHtml } from '../http/html-escape';
import { appOriginFor, mainSiteOriginFor, requestOrigin, type MainSiteOption } from './main-site-origin';

/** Every stand-in page lives under this prefix, answered only on the main-site origin. */
const MAIN_SITE_PREFIX = '/__main-site';

// An app path: one leading slash (never `//host`, never a scheme), nothing that leaves the app.
const appPathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?!\/|\\)[^\s]*$/)
  .catch('/');

const querySchema = z.object({ path: appPathSchema.default('/') }).catch({ path: '/' });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; }
  header { padding: 8px 16px; background: #0b3d91; color: #fff; }
  iframe { display: block; width: 100%; height: calc(100vh - 48px); border: 0; }
</style>
</head>
<body>
<header><h1 style="font-size:16px;margin:8px 0">${escapeHtml(title)}</h1></header>
${body}
</body>
</html>`;
}

/** The stand-in's own policy: it runs no script and frames the app's origin only. */
function mainSitePolicy(appOrigin: string | null): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `frame-src ${appOrigin ?? "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function sendPage(reply: FastifyReply, html: string, appOrigin: string | null): FastifyReply {
  return reply
    .header('content-security-policy', mainSitePolicy(appOrigin))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * A stand-in for the provider's main site (`www.kosh.money`), which embeds Kosh in an iframe and
 * receives the parent-window navigations of the navigation rules:
 *
 * - `GET /__main-site/?path=/savings` frames the app at `path` (default `/`);
 * - `GET /__main-site/dashboard` and `/__main-site/goals`: the pages the rules send the parent to.
 *
 * Answered only when the request is addressed to the main-site origin (else 404), so the app's own
 * origin never serves them. docs/sandbox.md describes it.
 */
export function registerMainSiteRoutes(app: FastifyInstance, mainSite: MainSiteOption): void {
  app.register(
    (scope, _options, done) => {
      scope.addHook('onRequest', (request, reply, next) => {
        if (requestOrigin(request) !== mainSiteOriginFor(mainSite, request)) {
          void reply.code(404).send({
            error: { code: 'NOT_FOUND', message: 'The main-site stand-in answers on its own origin' },
          });
          return;
        }
        next();
      });
      scope.get('/', function framingPage(request, reply) {
        const { path } = querySchema.parse(request.query);
        const appOrigin = appOriginFor(request);
        const frame =
          appOrigin === null
            ? '<p>The app origin is unknown (the server is not listening).</p>'
            : `<iframe title="Kosh" src="${escapeHtml(`${appOrigin}${path}`)}"></iframe>`;
        return sendPage(reply, page('Kosh main site', frame), appOrigin);
      });
      for (const name of ['dashboard', 'goals'] as const) {
        scope.get(`/${name}`, function mainSitePage(_request, reply) {
          return sendPage(reply, page(`Kosh main site: ${name}`, `<main><p>${name}</p></main>`), null);
        });
      }
      done();
    },
    { prefix: MAIN_SITE_PREFIX },
  );
}
