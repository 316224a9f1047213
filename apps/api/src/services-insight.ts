import type { FastifyBaseLogger } from 'fastify';
import { createBuiltInEngine, createLlmEngine, type InsightEngine } from '@cvforge/insight';
import type { Renderer } from '@cvforge/cv-render/worker';
import type { Config } from './config';
import type { Database } from './platform/db';
import type { JobQueue } from './platform/queue/job-queue';
import type { ParseCvPdf } from './modules/cvs/parse-cv-pdf';
import type { CvEditAllowance } from './modules/cvs/cvs.edit-allowance';
import { createAtsAnalyticsService } from './modules/ats-analytics/ats-analytics.service';
import { createCareerAnalyticsService } from './modules/career-analytics/career-analytics.service';
import { createImprovementsRepository } from './modules/improvements/improvements.repository';
import { createImprovementsService } from './modules/improvements/improvements.service';
import { createInsightCvs } from './modules/insight/insight.cvs';
import { createInsightJobs } from './modules/insight/insight.jobs';
import { createInsightRepository } from './modules/insight/insight.repository';
import type { PdfEvidenceDeps } from './modules/insight/pdf-evidence';
import type { NotificationsService } from './modules/notifications/notifications.service';

interface InsightServicesDeps {
  config: Config;
  database: Database;
  notificationsService: NotificationsService;
  /** The process's one job queue, with the analysis queues defined. */
  jobQueue: JobQueue;
  renderer: Renderer;
  /** The process's parser pool (services-cvs.ts). */
  parseCvPdf: ParseCvPdf;
  /** The one cv_edit_limit check (applied improvements save the CV's content). */
  editAllowance: CvEditAllowance;
  /** The template a CV renders in (cvs.service.ts). */
  templateFor: PdfEvidenceDeps['templateFor'];
  /** Whether a CV downloads as its uploaded file (cvs.service.ts). */
  sendsOriginal: PdfEvidenceDeps['sendsOriginal'];
  log: FastifyBaseLogger;
}

/** The built-in engine, or an OpenAI-compatible LLM (AI_BASE_URL) that falls back to it. */
function createEngine(config: Config, log: FastifyBaseLogger): InsightEngine {
  const builtIn = createBuiltInEngine();
  if (!config.AI_BASE_URL || !config.AI_MODEL) return builtIn;
  return createLlmEngine({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    fallback: builtIn,
    onFallback: (task, reason) => log.warn({ task, reason }, 'AI answer not used'),
  });
}

/**
 * ATS analytics, career analytics (background jobs) and improvements, over what they share in
 * modules/insight/ (the engine, the analysis jobs, the report tables). The analysis jobs are worked
 * only where CVFORGE_ROLE includes the worker; an api process only enqueues.
 */
export async function createInsightServices({
  config,
  database,
  notificationsService,
  jobQueue,
  renderer,
  parseCvPdf,
  editAllowance,
  templateFor,
  sendsOriginal,
  log,
}: InsightServicesDeps) {
  const repository = createInsightRepository(database.db);
  const cvs = createInsightCvs(repository);
  const engine = createEngine(config, log);
  const insightJobs = createInsightJobs({
    repository,
    engine,
    jobQueue,
    notificationsService,
    log,
    renderer,
    parseCvPdf,
    templateFor,
    sendsOriginal,
  });
  if (config.CVFORGE_ROLE !== 'api') await insightJobs.start();
  return {
    /** The engine, shared with generation (tailoring). */
    insightEngine: engine,
    insightJobs,
    atsAnalyticsService: createAtsAnalyticsService({ repository, cvs, jobs: insightJobs }),
    careerAnalyticsService: createCareerAnalyticsService({ repository, cvs, jobs: insightJobs }),
    improvementsService: createImprovementsService({
      repository: createImprovementsRepository(database.db),
      reports: repository,
      cvs,
      editAllowance,
    }),
  };
}
