import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './platform/db';
import { createAccessTokens, resolveJwtSecret } from './modules/auth/access-tokens';
import { createPlansRepository } from './modules/plans/plans.repository';
import { createPlansService } from './modules/plans/plans.service';
import { createUsageRepository } from './modules/usage/usage.repository';
import { createUsageService } from './modules/usage/usage.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createLiveEvents } from './modules/realtime/live-events';
import { createLiveSockets } from './modules/realtime/live-sockets';
import { createEventBus } from './platform/events';
import { createAccountServices } from './services-accounts';
import { createBillingServices } from './services-billing';
import { createCvServices } from './services-cvs';
import { createInsightServices } from './services-insight';
import { createJobDescriptionService } from './modules/job-description/job-description.service';
import { createJobQueue } from './platform/queue/job-queue';
import { PARSE_CV_QUEUE } from './modules/cvs/cvs.jobs';
import { ATS_ANALYSIS_QUEUE, CAREER_ANALYSIS_QUEUE } from './modules/insight/insight.jobs';
import { GENERATE_CV_QUEUE } from './modules/generation/generation.jobs';
import type { GenerationEngine } from './modules/generation/generation.engine';
import { createGenerationEngine, createGenerationServices } from './services-generation';

/** Every service, built once per app from its ports. Modules use each other only through these. */
export async function createServices({
  config,
  database,
  log,
  generationEngine,
}: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** Test-only: replaces parts of the generation engine (e.g. one that throws). */
  generationEngine?: Partial<GenerationEngine> | undefined;
}) {
  const tokenSecret = await resolveJwtSecret(database.db, config.JWT_SECRET);
  const accessTokens = createAccessTokens(tokenSecret);
  const plansService = createPlansService(createPlansRepository(database.db));
  const billing = await createBillingServices({ config, db: database.db, log });
  const usageService = createUsageService({
    repository: createUsageRepository(database.db),
    resolvePeriod: billing.subscriptionService.usagePeriod,
  });
  const eventBus = createEventBus(database, log);
  const liveSockets = createLiveSockets({ heartbeatMs: config.WS_HEARTBEAT_MS });
  const liveEvents = createLiveEvents({ eventBus, sockets: liveSockets, log });
  await liveEvents.start();
  const notificationsService = createNotificationsService({
    repository: createNotificationsRepository(database.db),
    liveEvents,
  });
  // One queue (one pg-boss) for every background job: CV parsing and the analyses.
  const jobQueue = await createJobQueue(
    database,
    [PARSE_CV_QUEUE, ATS_ANALYSIS_QUEUE, CAREER_ANALYSIS_QUEUE, GENERATE_CV_QUEUE],
    log,
    {
      // Running jobs get half the shutdown bound (requests and sockets drain before them); one
      // still running then is handed back to the queue for another worker (decision 030).
      stopTimeoutMs: (config.SHUTDOWN_TIMEOUT_SECONDS * 1000) / 2,
      heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
    },
  );
  const generation = createGenerationServices({
    config,
    database,
    usageService,
    notificationsService,
    jobQueue,
    log,
  });
  const cvServices = await createCvServices({
    config,
    usageService,
    notificationsService,
    jobQueue,
    database,
    log,
    generatedRecordOf: generation.generationService.recordOf,
  });
  const insightServices = await createInsightServices({
    config,
    database,
    notificationsService,
    jobQueue,
    renderer: cvServices.renderer,
    parseCvPdf: cvServices.cvParser.parseCvPdf,
    editAllowance: cvServices.editAllowance,
    templateFor: cvServices.cvsService.templateFor,
    sendsOriginal: cvServices.cvsService.sendsOriginal,
    log,
  });
  const generationJobs = await generation.startJobs({
    engine: { ...createGenerationEngine(insightServices.insightEngine), ...generationEngine },
    renderer: cvServices.renderer,
    templateFor: cvServices.cvsService.templateFor,
  });
  return {
    accessTokens,
    ...createAccountServices({
      config,
      db: database.db,
      accessTokens,
      tokenSecret,
      log,
      accountFiles: cvServices.cvsService.accountFiles,
      onSignIn: billing.subscriptionService.claimForUser,
    }),
    plansService,
    usageService,
    notificationsService,
    liveSockets,
    jobQueue,
    ...cvServices,
    ...insightServices,
    generationService: generation.generationService,
    generationJobs,
    ...billing,
    jobDescriptionService: createJobDescriptionService({
      allowHosts: config.JOB_IMPORT_ALLOW_HOSTS,
    }),
    /** Stops what runs in the background; the app calls it on close. */
    async close() {
      billing.stopBilling();
      cvServices.cvJobs.stop();
      generationJobs.stop();
      // Jobs first: a running parse job still needs the events and the database to finish, and
      // one handed back must be released before the parser pool closes under it.
      await jobQueue.stop();
      await cvServices.renderer.close();
      await cvServices.cvParser.close();
      await liveEvents.stop();
      await eventBus.close();
    },
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
