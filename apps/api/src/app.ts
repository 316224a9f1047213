import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { registerErrorHandlers } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerWebApp } from './http/static-web';
import { registerAuthentication } from './http/auth';
import { serializeRequest } from './http/request-log';
import { registerRateLimit } from './http/rate-limit';
import { registerMetrics } from './http/metrics';
import { closeConnectionsWhenDraining } from './http/shutdown';
import { registerOriginWarning } from './http/origin-warning';
import { registerStoredText } from './http/stored-text';
import type { Database } from './platform/db';
import { registerModules } from './modules';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { createServices, type Services } from './services';
import type { GenerationEngine } from './modules/generation/generation.engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for tests and tools that need them beside HTTP. */
    services: Services;
  }
}

export const API_PREFIX = '/api';

type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * Zod validates and serializes every schema. Given as Fastify's compiler factories (typed for
 * Ajv, hence the cast) rather than set afterwards, Fastify never loads its own, Ajv and
 * fast-json-stringify (~150 ms at start).
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** apps/web/dist, from apps/api/src (tsx) and from apps/api/dist (bundle) alike. */
const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export interface AppDeps {
  config: Config;
  database: Database;
  /** Serve the built web app from the API process (production); off in most tests. */
  serveWebApp?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Test-only: parts of the generation engine to replace (the engine is the app's edge). */
  generationEngine?: Partial<GenerationEngine>;
}

export async function buildApp({
  config,
  database,
  serveWebApp = true,
  logger,
  generationEngine,
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL, serializers: { req: serializeRequest } },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerOriginWarning(app, { publicUrl: config.PUBLIC_URL, apiPublicUrl: config.API_PUBLIC_URL });

  // Answers over 1 KB (JSON, the HTML page) compressed when the client asks; static assets are
  // compressed at build time instead.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  const webApp = serveWebApp
    ? await registerWebApp(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST, {
        // Services are created below; a page asks for the plans only once requests arrive.
        listPlans: () => app.services.plansService.listActivePlans(),
        publicUrl: config.PUBLIC_URL,
      })
    : undefined;
  await registerSecurity(app, { webOrigins: config.WEB_ORIGIN });
  registerErrorHandlers(app, { apiPrefix: API_PREFIX, sendWebApp: webApp?.sendNotFound });
  registerStoredText(app);
  await registerOpenApi(app, API_PREFIX);

  const services = await createServices({ config, database, log: app.log, generationEngine });
  app.decorate('services', services);
  app.addHook('onClose', services.close);
  registerMetrics(app, { services, database });
  registerAuthentication(app, services.accessTokens);
  await registerRateLimit(app, database.db);
  closeConnectionsWhenDraining(app);
  // Live events: closing the app closes every socket with 1001 "going away" (clients reconnect,
  // to another process) before services stop; the plugin's default sends no code (1005).
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1001, 'Server shutting down');
      this.websocketServer.close();
      done();
    },
  });
  await app.register((api) => registerModules(api, { config, database, services }), {
    prefix: API_PREFIX,
  });
  // The spec names the socket "WebSocket /ws"; it also lives at /api/ws beside the other calls.
  await app.register(realtimeRoutes, services);

  return app;
}
