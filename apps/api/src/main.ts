import type { FastifyBaseLogger } from 'fastify';
import type { Renderer } from '@cvforge/cv-render/worker';
import { ConfigError, loadConfig } from './config';
import { closeWithin } from './http/shutdown';
import { openDatabase } from './platform/db';

const WORKER_ROUTES = new Set(['/api/health', '/api/ready', '/api/metrics']);

/**
 * Warms the CV renderer (worker thread, fonts, layout code) once the server is listening, so no
 * download pays for it and start-up does not share its two cores with it. Never rejects.
 */
function warmUpRenderer(renderer: Renderer, log: FastifyBaseLogger) {
  const started = performance.now();
  renderer.warmUp().then(
    () => log.info({ ms: Math.round(performance.now() - started) }, 'renderer warmed up'),
    (err: unknown) => log.warn({ err }, 'renderer warm-up failed; the first render does it'),
  );
}

async function main() {
  const config = loadConfig();
  // The database opens (the snapshot unpacked on a first start, PGlite's files read and its
  // WebAssembly compiled, mostly off the main thread) while the app's modules load.
  // Start-up phases, in ms since the process started, logged with "ready" (decision 002).
  const since = (start: number) => Math.round(performance.now() - start);
  const timed = <T>(work: Promise<T>) => work.then((value) => ({ value, ms: since(0) }));
  const [database, appModule] = await Promise.all([
    timed(openDatabase(config)),
    timed(import('./app')),
  ]);
  const building = performance.now();
  const app = await appModule.value.buildApp({ config, database: database.value });
  const startup = { database_ms: database.ms, modules_ms: appModule.ms, build_ms: since(building) };

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down: draining requests, live sockets and jobs');
    if (await closeWithin(() => app.close(), config.SHUTDOWN_TIMEOUT_SECONDS * 1000)) {
      await database.value.close();
      process.exit(0);
    }
    app.log.error(
      { timeout_s: config.SHUTDOWN_TIMEOUT_SECONDS },
      'shutdown took too long: exiting with work unfinished (its jobs are retried elsewhere)',
    );
    process.exit(1);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // A worker process works queued jobs (started with the services); it listens only for its
  // probes and metrics, so an orchestrator can wait for it and scrape its job figures.
  if (config.CVFORGE_ROLE === 'worker') {
    app.addHook('onRequest', async (request, reply) => {
      if (!WORKER_ROUTES.has(request.url.split('?')[0] ?? '')) return reply.callNotFound();
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info('worker started: processing queued jobs');
    return;
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ ...startup, ready_ms: since(0) }, `cvforge is ready at ${config.PUBLIC_URL}`);
  warmUpRenderer(app.services.renderer, app.log);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('cvforge failed to start:', error);
  }
  process.exit(1);
});
