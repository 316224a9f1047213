import type { FastifyBaseLogger } from 'fastify';
import type { GeneratedCvRecord } from '@cvforge/contracts';
import type { Config } from './config';
import type { Database } from './platform/db';
import { createFileStore } from './platform/files';
import type { JobQueue } from './platform/queue/job-queue';
import { createCvJobs } from './modules/cvs/cvs.jobs';
import { createCvContentRepository } from './modules/cvs/cvs.content.repository';
import { createCvContentService } from './modules/cvs/cvs.content.service';
import { createCvEditAllowance } from './modules/cvs/cvs.edit-allowance';
import { createCvsRepository } from './modules/cvs/cvs.repository';
import { createCvsService } from './modules/cvs/cvs.service';
import { createCvRenderer } from './modules/cvs/cv-renderer';
import { createCvParser } from './modules/cvs/parse-cv-pdf';
import type { NotificationsService } from './modules/notifications/notifications.service';
import type { UsageService } from './modules/usage/usage.service';

interface CvServicesDeps {
  config: Config;
  database: Database;
  usageService: UsageService;
  notificationsService: NotificationsService;
  /** The process's one job queue, with the parse queue defined. */
  jobQueue: JobQueue;
  log: FastifyBaseLogger;
  /** The generated-CV record of a CV (services-generation.ts). */
  generatedRecordOf: (cvId: string) => Promise<GeneratedCvRecord | null>;
}

/**
 * The CV library, its file store and job queue. Jobs are worked only by processes whose role
 * includes the worker (CVFORGE_ROLE all or worker); an api process only enqueues.
 */
export async function createCvServices({
  config,
  database,
  usageService,
  notificationsService,
  jobQueue,
  log,
  generatedRecordOf,
}: CvServicesDeps) {
  // Its worker thread starts on the first render (main.ts warms it once the server listens).
  const renderer = createCvRenderer();
  const fileStore = await createFileStore(config);
  // Parser threads, shared by the parse jobs and the analyses' parse of a rendered CV.
  const cvParser = createCvParser({ concurrency: config.PARSE_CONCURRENCY });
  const repository = createCvsRepository(database.db);
  const contentRepository = createCvContentRepository(database.db);
  const cvsService = createCvsService({
    repository,
    fileStore,
    jobQueue,
    usageService,
    renderer,
    hasVersions: contentRepository.hasVersions,
    log,
  });
  const cvJobs = createCvJobs({
    repository,
    fileStore,
    jobQueue,
    parseCvPdf: cvParser.parseCvPdf,
    notificationsService,
    usageService,
    log,
    settings: {
      concurrency: config.PARSE_CONCURRENCY,
      processingTimeoutMinutes: config.CV_PROCESSING_TIMEOUT_MINUTES,
      sweepIntervalSeconds: config.CV_SWEEP_INTERVAL_SECONDS,
    },
  });
  const editAllowance = createCvEditAllowance({ db: database.db, usageService });
  const cvContentService = createCvContentService({
    repository: contentRepository,
    cvsService,
    usageService,
    editAllowance,
    generatedRecordOf,
  });
  if (config.CVFORGE_ROLE !== 'api') await cvJobs.start();
  return { fileStore, renderer, cvParser, cvsService, cvContentService, editAllowance, cvJobs };
}
