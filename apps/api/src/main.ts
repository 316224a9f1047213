import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createCvRenderer } from './modules/cvs/cv-renderer';
import { openDatabase } from './platform/db';

/**
 * Starts the CV renderer's worker and its first render while the database opens: readiness
 * never waits for it, and no download pays for loading fonts and layout code. Never rejects.
 */
function warmedUpRenderer() {
  const renderer = createCvRenderer();
  const started = performance.now();
  const warmedUp = renderer.warmUp().then(
    () => ({ ms: Math.round(performance.now() - started) }),
    (err: unknown) => ({ err }),
  );
  return { renderer, warmedUp };
}

async function main() {
  const config = loadConfig();
  // A worker process renders nothing.
  const rendering = config.CVFORGE_ROLE === 'worker' ? undefined : warmedUpRenderer();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, renderer: rendering?.renderer });
  void rendering?.warmedUp.then((outcome) =>
    'err' in outcome
      ? app.log.warn({ err: outcome.err }, 'renderer warm-up failed; the first render does it')
      : app.log.info(outcome, 'renderer warmed up'),
  );

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // A worker process only works queued jobs (started with the services); it serves no HTTP.
  if (config.CVFORGE_ROLE === 'worker') {
    await app.ready();
    app.log.info('worker started: processing queued jobs');
    return;
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`cvforge is ready at ${config.PUBLIC_URL}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('cvforge failed to start:', error);
  }
  process.exit(1);
});
