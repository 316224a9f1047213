import type { FastifyBaseLogger } from 'fastify';
import type { CvContent } from '@cvforge/contracts';
import type { Renderer } from '@cvforge/cv-render/worker';
import type { Config } from './config';
import type { Database } from './platform/db';
import type { JobQueue } from './platform/queue/job-queue';
import { renderTemplateId } from './modules/cvs/cvs.content.rules';
import type { GenerationEngine } from './modules/generation/generation.engine';
import { createGenerationJobs } from './modules/generation/generation.jobs';
import { createGenerationRepository } from './modules/generation/generation.repository';
import { createGenerationService } from './modules/generation/generation.service';
import type { NotificationsService } from './modules/notifications/notifications.service';
import type { UsageService } from './modules/usage/usage.service';

interface GenerationServicesDeps {
  config: Config;
  database: Database;
  engine: GenerationEngine;
  usageService: UsageService;
  notificationsService: NotificationsService;
  /** The process's one job queue, with the generation queue defined. */
  jobQueue: JobQueue;
  renderer: Renderer;
  log: FastifyBaseLogger;
}

/**
 * Tailored generation: the service starts it, the job (worked where CVFORGE_ROLE includes the
 * worker) tailors, fits the pages and finishes the CV.
 */
export async function createGenerationServices({
  config,
  database,
  engine,
  usageService,
  notificationsService,
  jobQueue,
  renderer,
  log,
}: GenerationServicesDeps) {
  const repository = createGenerationRepository(database.db);
  const generationJobs = createGenerationJobs({
    repository,
    engine,
    renderer,
    jobQueue,
    usageService,
    notificationsService,
    log,
    async templateFor(userId: string, content: CvContent) {
      const { limits } = await usageService.getUsageInfo(userId);
      return renderTemplateId(content.metadata.template_id, limits.advanced_template ?? 0);
    },
    settings: {
      processingTimeoutMinutes: config.CV_PROCESSING_TIMEOUT_MINUTES,
      sweepIntervalSeconds: config.CV_SWEEP_INTERVAL_SECONDS,
    },
  });
  if (config.CVFORGE_ROLE !== 'api') await generationJobs.start();
  return {
    generationJobs,
    generationService: createGenerationService({ repository, usageService, jobQueue, log }),
  };
}

/** The generation engine over the insight engine: tailoring by it, the rest built in. */
export function createGenerationEngine(insightEngine: InsightEngine): GenerationEngine {
  return {
    tailorCv: (input) => insightEngine.tailorCv(input),
    briefOverviewCv,
    optimizeCv,
  };
}
