import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';

import { istDayOf } from '@/domain/dates/ist';

import { registerAaRoutes } from './aa/aa-routes';
import type { SandboxContext } from './context';
import { DATA_MIGRATIONS } from './db/data-schema';
import { openDatabase, migrate } from './db/database';
import { installFaults } from './faults/faults';
import { createFileWorkers } from './files/file-workers';
import { answerError, installErrorHandler } from './http/api-errors';
import { installAuth, requirePersona } from './http/auth';
import { installJsonCompression } from './http/compress-json';
import { installResponseHeaders } from './http/response-headers';
import { loginRoutes } from './login/login-routes';
import type { MainSiteOption } from './main-site/main-site-origin';
import { registerMainSiteRoutes } from './main-site/main-site-routes';
import { registerEquityRoutes } from './routes/equity-routes';
import { registerInsuranceRoutes } from './routes/insurance/insurance-routes';
import { registerMiscRoutes } from './routes/misc-routes';
import { registerMutualFundsRoutes } from './routes/mutual-funds/mutual-funds-routes';
import { registerNewsImageRoutes } from './routes/news/news-images';
import { registerSavingsRoutes } from './routes/savings-routes';
import { registerUserBasicRoute } from './routes/user-basic-route';
import { registerWealthRoutes } from './routes/wealth/wealth-routes';
import { ensureSeeded } from './seed/seed';
import { installNotFoundHandler } from './static/not-found-handler';
import { hasIndexHtml, isDirectory, registerStaticApp } from './static/static-app';
import { registerCspReportRoutes } from './telemetry/csp-report-routes';
import { registerTelemetryRoutes } from './telemetry/telemetry-routes';

/** The seed every run uses unless told otherwise: the same world for everyone. */
export const DEFAULT_SEED = 20261122;

/** What {@link buildServer} needs to know. */
export interface BuildServerOptions {
  /** The built app to serve (normally `<repo>/dist`); null, or a missing app, serves none. */
  distDir: string | null;
  /** Fastify's request logging; off by default so tests and `npm start` stay quiet. */
  logger?: boolean;
  /** SQLite file; `':memory:'` (the default) gives a private database, as tests want. */
  dbFile?: string;
  /** PRNG seed of the world (default {@link DEFAULT_SEED}). */
  seed?: number;
  /** Last day of seeded history, `YYYY-MM-DD` (default: today, fixed at first seeding). */
  anchor?: string;
  /** The sandbox's clock (default: the real one). */
  now?: () => Date;
  /**
   * The provider's main site, allowed to frame the app (`frame-ancestors`) and serving the
   * stand-in pages under `/__main-site/`. Default: this server reached as `http://127.0.0.1:<port>`.
   */
  mainSiteOrigin?: string;
}

/**
 * The sandbox gateway: the provider's API as far as it is built, its login page, and the app
 * itself, on one origin. It does not listen: tests call `app.inject`, sandbox/main.ts listens.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Bodies over 1 MB get 413; no endpoint of the contract needs more.
    bodyLimit: 1024 * 1024,
    // Errors raised before routing (a malformed URL such as `/%`) skip the error handler.
    frameworkErrors: function onFrameworkError(error, request, reply) {
      void answerError(error, request, reply);
    },
  });
  installErrorHandler(app);
  const mainSite: MainSiteOption = options.mainSiteOrigin ?? null;
  installResponseHeaders(app, mainSite);
  installJsonCompression(app);

  const now = options.now ?? (() => new Date());
  const db = openDatabase(options.dbFile ?? ':memory:');
  migrate(db, 'data', DATA_MIGRATIONS);
  ensureSeeded(db, {
    seed: options.seed ?? DEFAULT_SEED,
    anchor: options.anchor ?? istDayOf(now()),
  });
  app.addHook('onClose', () => {
    db.close();
  });
  const files = createFileWorkers();
  app.addHook('onClose', async () => {
    await files.close();
  });
  const ctx: SandboxContext = { db, now, files };
  installFaults(app, ctx);
  installAuth(app);

  app.get('/sandbox/health', function health(_request, reply) {
    return reply.send({ ok: true });
  });
  await app.register(loginRoutes);
  registerNewsImageRoutes(app);
  // The customer's own data: one authentication step for every route in this scope. A route
  // reads its caller with `personaOf(request)`; a stranger gets 401 before the route runs.
  await app.register(function personalScope(personal, _options, done) {
    // onRequest, not preHandler: the bearer is checked before the body is read and parsed, so a
    // stranger's 7 MB upload costs one header check.
    personal.addHook('onRequest', requirePersona);
    registerUserBasicRoute(personal, ctx);
    registerAaRoutes(personal, ctx);
    registerSavingsRoutes(personal, ctx);
    registerEquityRoutes(personal, ctx);
    registerMiscRoutes(personal, ctx);
    registerWealthRoutes(personal, ctx);
    registerInsuranceRoutes(personal, ctx);
    registerMutualFundsRoutes(personal, ctx);
    done();
  });
  registerTelemetryRoutes(app, ctx);
  registerCspReportRoutes(app, now);
  registerMainSiteRoutes(app, mainSite);

  const { distDir } = options;
  const serveApp = distDir !== null && isDirectory(distDir);
  if (serveApp) await registerStaticApp(app, distDir);
  installNotFoundHandler(app, serveApp && hasIndexHtml(distDir));

  await app.ready();
  return app;
}
