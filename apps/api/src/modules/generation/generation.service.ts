import type { FastifyBaseLogger } from 'fastify';
import {
  type BriefOverviewBody,
  type CvContent,
  type GenerateFromJobBody,
  GENERATION_MESSAGES,
  type GeneratedCvRecord,
  type GenerationResult,
  type OptimizeCvBody,
  WIZARD_STEP1_MESSAGES,
} from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';
import { AppError } from '../../http/app-error';
import type { JobQueue } from '../../platform/queue/job-queue';
import { assertTemplateAllowed } from '../cvs/cvs.content.rules';
import type { UsageReceipt, UsageService } from '../usage/usage.service';
import type { GenerationRequest } from '../../platform/db/schema';
import { GENERATE_CV_QUEUE } from './generation.jobs';
import type { GenerationRepository } from './generation.repository';

const CV_NOT_FOUND = 'CV not found';

type CvRow = NonNullable<Awaited<ReturnType<GenerationRepository['findOwnedCv']>>>;
type NewGeneration = Parameters<GenerationRepository['insertPlaceholder']>[2];

interface GenerationServiceDeps {
  repository: GenerationRepository;
  usageService: UsageService;
  jobQueue: JobQueue;
  log: FastifyBaseLogger;
}

/** The content a source CV gives, or 400 saying why it cannot be used. */
function usableContent(row: CvRow): CvContent {
  if (row.status === 'failed')
    throw new AppError('VALIDATION_ERROR', 400, GENERATION_MESSAGES.sourceFailed);
  if (row.status === 'processing' || !row.content)
    throw new AppError('VALIDATION_ERROR', 400, GENERATION_MESSAGES.sourceNotReady);
  return normaliseCvContent(row.content);
}

const fullRequest = (
  partial: Partial<GenerationRequest> & Pick<GenerationRequest, 'source_content' | 'template_id'>,
): GenerationRequest => ({
  cv_length: 1,
  matching_level: 7,
  include_soft_skills: true,
  include_achievements: true,
  include_cover_letter: false,
  cv_sections: [],
  ...partial,
});

/**
 * Starting a generation (generate-from-job, brief-overview, optimize): checks what the request
 * names, takes one cv_generation unit, stores a processing CV and queues the work. The job
 * (generation.jobs.ts) finishes the CV; a failure there gives the unit back.
 */
export function createGenerationService({
  repository,
  usageService,
  jobQueue,
  log,
}: GenerationServiceDeps) {
  async function ownedCv(userId: string, id: string) {
    const row = await repository.findOwnedCv(userId, id);
    if (!row) throw AppError.notFound(CV_NOT_FOUND);
    return row;
  }

  async function checkTemplate(userId: string, templateId: string | undefined) {
    if (!templateId?.trim()) return;
    const { limits } = await usageService.getUsageInfo(userId);
    assertTemplateAllowed(templateId, limits.advanced_template ?? 0);
  }

  /** Takes the unit, stores the placeholder and queues its job; refunds if the record fails. */
  async function start(
    userId: string,
    title: string,
    generation: Omit<NewGeneration, 'usage_period_start'>,
  ) {
    const receipt: UsageReceipt = await usageService.consume(userId, 'cv_generation');
    let cv: CvRow;
    try {
      cv = await repository.insertPlaceholder(userId, title, {
        ...generation,
        usage_period_start: receipt.periodStart,
      });
    } catch (error) {
      await usageService.refund(userId, 'cv_generation', receipt);
      throw error;
    }
    // The job id is the CV id: one job per CV, and the worker's start-up recovery can re-send it.
    await jobQueue
      .send(GENERATE_CV_QUEUE.name, { cvId: cv.id }, { id: cv.id })
      .catch((err: unknown) =>
        log.error({ err, cvId: cv.id }, 'generation job not enqueued; recovered on next start'),
      );
    const result: GenerationResult = {
      cv_id: cv.id,
      generated_content: null,
      file_name: null,
      s3_path: null,
      job_title: generation.job_title ?? '',
      company_name: generation.company_name ?? '',
      match_score: null,
    };
    return result;
  }

  return {
    /** POST /cv/generate-from-job (and POST /generate). */
    async generateFromJob(userId: string, body: GenerateFromJobBody) {
      const source =
        body.selected_source_option === 'full_cv'
          ? await ownedCv(userId, body.selected_cv_id ?? '')
          : await repository.findDefaultCv(userId);
      if (!source) throw new AppError('VALIDATION_ERROR', 400, WIZARD_STEP1_MESSAGES.noDefaultCv);
      const content = usableContent(source);
      await checkTemplate(userId, body.template_id);
      return start(userId, `${body.job_title} at ${body.company_name}`, {
        kind: 'job-specific',
        source_option: body.selected_source_option,
        source_cv_id: source.id,
        job_title: body.job_title,
        company_name: body.company_name,
        job_description: body.job_description,
        request: fullRequest({
          source_content: content,
          template_id: body.template_id ?? '',
          cv_length: body.cv_length,
          matching_level: body.match_score,
          include_soft_skills: body.include_soft_skills,
          include_achievements: body.include_achievements,
          include_cover_letter: body.include_cover_letter,
          cv_sections: body.cv_sections,
          ...(body.why_company ? { why_company: body.why_company } : {}),
          parse_confidence: source.parse_confidence ?? null,
        }),
      });
    },

    /** POST /cv/brief-overview (and POST /generate/brief-overview-cv). */
    async briefOverview(userId: string, body: BriefOverviewBody) {
      await checkTemplate(userId, body.template_id);
      return start(userId, body.title ?? 'CV from brief overview', {
        kind: 'brief-overview',
        request: fullRequest({
          source_content: null,
          template_id: body.template_id ?? '',
          cv_length: body.cv_length,
          overview: body.overview,
        }),
      });
    },

    /** POST /cv/optimize: an improved copy of the user's CV; the original stays as it is. */
    async optimize(userId: string, body: OptimizeCvBody) {
      const source = await ownedCv(userId, body.cv_id);
      const content = usableContent(source);
      await checkTemplate(userId, body.template_id);
      return start(userId, `${source.title} (optimized)`, {
        kind: 'optimize',
        source_option: 'full_cv',
        source_cv_id: source.id,
        job_description: body.job_description ?? '',
        request: fullRequest({
          source_content: content,
          template_id: body.template_id ?? content.metadata.template_id,
          matching_level: body.level,
          cv_length: 4,
        }),
      });
    },

    /** The generated-CV record of GET /cv/{id}; null for CVs not made by a generation. */
    async recordOf(cvId: string): Promise<GeneratedCvRecord | null> {
      const row = await repository.findRecord(cvId);
      if (!row) return null;
      const { generation } = row;
      return {
        file_name: row.file_name,
        job_title: generation.job_title || null,
        company_name: generation.company_name || null,
        match_score: generation.match_score,
        generated_at: generation.generated_at?.toISOString() ?? null,
        cover_letter_filename: generation.cover_letter_filename,
      };
    },
  };
}
export type GenerationService = ReturnType<typeof createGenerationService>;
