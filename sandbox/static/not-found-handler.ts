import type { FastifyInstance, FastifyRequest } from 'fastify';

import { sendApiError } from '../http/api-errors';
import { mayFallBackToApp, pathOf } from '../http/service-roots';

/** A browser navigation: GET/HEAD asking for HTML (fetches of JSON or scripts do not). */
function isNavigation(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') && accept.toLowerCase().includes('text/html')
  );
}

/**
 * The SPA fallback (docs/findings.md#serving-the-built-app): a navigation to a client-side route
 * (`/savings/…`) gets the app's index.html, because the router lives in the browser. Missing assets, API
 * paths and service roots get a JSON 404 instead: an HTML answer there would be parsed as a script or
 * as JSON and fail confusingly. `appBuilt` false means there is no index.html to fall back to.
 */
export function installNotFoundHandler(app: FastifyInstance, appBuilt: boolean): void {
  app.setNotFoundHandler(function notFound(request, reply) {
    const path = pathOf(request.url);
    if (isNavigation(request) && mayFallBackToApp(path)) {
      if (appBuilt) return reply.code(200).sendFile('index.html');
      return sendApiError(reply, 404, 'APP_NOT_BUILT', 'The app is not built: run npm run build');
    }
    return sendApiError(reply, 404, 'NOT_FOUND', `Nothing at ${request.method} ${path}`);
  });
}
