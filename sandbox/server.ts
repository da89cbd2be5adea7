import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';

import { answerError, installErrorHandler } from './http/api-errors';
import { installResponseHeaders } from './http/response-headers';
import { loginRoutes } from './login/login-routes';
import { registerUserBasicRoute } from './routes/user-basic-route';
import { installNotFoundHandler } from './static/not-found-handler';
import { hasIndexHtml, isDirectory, registerStaticApp } from './static/static-app';

/** What {@link buildServer} needs to know. */
export interface BuildServerOptions {
  /** The built app to serve (normally `<repo>/dist`); null, or a missing app, serves none. */
  distDir: string | null;
  /** Fastify's request logging; off by default so tests and `npm start` stay quiet. */
  logger?: boolean;
}

/**
 * The sandbox gateway: the provider's API as far as it is built, its login page, and the app
 * itself, on one origin. It does not listen: tests call `app.inject`, sandbox/main.ts listens.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Errors raised before routing (a malformed URL such as `/%`) skip the error handler.
    frameworkErrors: function onFrameworkError(error, request, reply) {
      void answerError(error, request, reply);
    },
  });
  installErrorHandler(app);
  installResponseHeaders(app);

  app.get('/sandbox/health', function health(_request, reply) {
    return reply.send({ ok: true });
  });
  registerUserBasicRoute(app);
  await app.register(loginRoutes);

  const { distDir } = options;
  const serveApp = distDir !== null && isDirectory(distDir);
  if (serveApp) await registerStaticApp(app, distDir);
  installNotFoundHandler(app, serveApp && hasIndexHtml(distDir));

  await app.ready();
  return app;
}
