import type { FastifyBaseLogger } from 'fastify';
import type { Renderer } from '@cvforge/cv-render/worker';
import { briefOverviewCv, type InsightEngine, optimizeCv } from '@cvforge/insight';
import type { Config } from './config';
import type { Database } from './platform/db';
import type { JobQueue } from './platform/queue/job-queue';
import type { GenerationEngine } from './modules/generation/generation.engine';
import {
  createGenerationJobs,
  type GenerationJobsDeps,
} from './modules/generation/generation.jobs';
import { createGenerationRepository } from './modules/generation/generation.repository';
import { createGenerationService } from './modules/generation/generation.service';
import type { NotificationsService } from './modules/notifications/notifications.service';
import type { UsageService } from './modules/usage/usage.service';

interface GenerationServicesDeps {
  config: Config;
  database: Database;
  usageService: UsageService;
  notificationsService: NotificationsService;
  /** The process's one job queue, with the generation queue defined. */
  jobQueue: JobQueue;
  log: FastifyBaseLogger;
}

/** The generation engine over the insight engine: tailoring by it, the rest built in. */
export function createGenerationEngine(insightEngine: InsightEngine): GenerationEngine {
  return {
    tailorCv: (input) => insightEngine.tailorCv(input),
    briefOverviewCv: (overview) => briefOverviewCv(overview),
    optimizeCv,
  };
}

/**
 * Tailored generation. The service (starting a generation, the generated-CV record) is made
 * first, as the CV library reads its record; the job needs the engine and the renderer, so it
 * starts later (`startJobs`), worked only where CVFORGE_ROLE includes the worker.
 */
export function createGenerationServices({
  config,
  database,
  usageService,
  notificationsService,
  jobQueue,
  log,
}: GenerationServicesDeps) {
  const repository = createGenerationRepository(database.db);
  return {
    generationService: createGenerationService({ repository, usageService, jobQueue, log }),
    async startJobs({
      engine,
      renderer,
      templateFor,
    }: {
      engine: GenerationEngine;
      renderer: Renderer;
      templateFor: GenerationJobsDeps['templateFor'];
    }) {
      const generationJobs = createGenerationJobs({
        repository,
        engine,
        renderer,
        jobQueue,
        usageService,
        notificationsService,
        log,
        templateFor,
        settings: {
          processingTimeoutMinutes: config.CV_PROCESSING_TIMEOUT_MINUTES,
          sweepIntervalSeconds: config.CV_SWEEP_INTERVAL_SECONDS,
        },
      });
      if (config.CVFORGE_ROLE !== 'api') await generationJobs.start();
      return generationJobs;
    },
  };
}
