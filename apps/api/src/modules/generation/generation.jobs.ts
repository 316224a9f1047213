import type { FastifyBaseLogger } from 'fastify';
import { type BuiltInTemplateId, type CvContent, GENERATION_MESSAGES } from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';
import type { Renderer } from '@cvforge/cv-render/worker';
import {
  isInterruption,
  type JobAttempt,
  type JobQueue,
  type QueueDefinition,
} from '../../platform/queue/job-queue';
import { createStuckJobRecovery, type StuckJobSettings } from '../../platform/queue/stuck-jobs';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsageService } from '../usage/usage.service';
import { fitToPages } from './fit-pages';
import type { GenerationEngine } from './generation.engine';
import { generateContent } from './generate-content';
import type { GenerationRepository } from './generation.repository';

export const GENERATE_CV_QUEUE: QueueDefinition = {
  name: 'cv.generate',
  // Tailoring, a few renders, and with an LLM a call of up to a minute: three minutes is lost.
  expireInSeconds: 180,
  retryLimit: 2,
  retryDelay: 1,
  retryBackoff: true,
};
export interface GenerateCvJobData {
  cvId: string;
}

/** A direct call (tests, tools) has no retry after it. */
const FINAL_ATTEMPT: JobAttempt = { retryCount: 0, isLastAttempt: true };

export interface GenerationJobsDeps {
  repository: GenerationRepository;
  engine: GenerationEngine;
  renderer: Renderer;
  jobQueue: JobQueue;
  usageService: UsageService;
  notificationsService: NotificationsService;
  /** The template a user's CV renders in now (a paid one only on a paid plan). */
  templateFor: (userId: string, templateId: string) => Promise<BuiltInTemplateId>;
  log: FastifyBaseLogger;
  settings: StuckJobSettings;
}

const pdfName = (title: string) => `${title}.pdf`;
/** The record's 1-10 match score (an integer column). */
const onScale = (score: number | null) =>
  score === null ? null : Math.min(10, Math.max(1, Math.round(score)));

export function createGenerationJobs({
  repository,
  engine,
  renderer,
  jobQueue,
  usageService,
  notificationsService,
  templateFor,
  log,
  settings,
}: GenerationJobsDeps) {
  type Found = NonNullable<Awaited<ReturnType<GenerationRepository['findGeneration']>>>;

  async function notify(cv: Found['cv'], content: CvContent | null) {
    await notificationsService.notify(cv.user_id, {
      type: 'cv.generated',
      // One event per CV: a retried job that already notified is deduplicated.
      event_id: cv.id,
      data: {
        cv_id: cv.id,
        status: cv.status,
        title: cv.title,
        ats_score: cv.ats_score,
        preview_content: content,
        type: 'generated',
      },
    });
  }

  async function generateAndFinish({ cv, generation }: Found) {
    const others = await repository.listOtherProcessed(
      cv.user_id,
      [cv.id, generation.source_cv_id ?? ''].filter(Boolean),
    );
    const generated = await generateContent(engine, generation, {
      otherCvs: others.flatMap(({ title, content }) =>
        content ? [{ title, content: normaliseCvContent(content) }] : [],
      ),
    });
    const templateId = await templateFor(cv.user_id, generated.content.metadata.template_id);
    const fitted = await fitToPages(
      generated.content,
      generated.bulletDropOrder,
      generation.request.cv_length,
      (content) => renderer.renderCvPdf(content, { templateId }),
    );
    const finished = await repository.finishGenerated(cv.id, {
      content: fitted.content,
      matchScore: onScale(generated.matchScore),
      fileName: pdfName(cv.title),
      fileSize: fitted.pdf.byteLength,
      coverLetterFileName: generated.hasCoverLetter ? pdfName(`${cv.title} - Cover Letter`) : null,
    });
    if (finished) await notify(finished, fitted.content);
  }

  /** Ends the CV failed, gives the unit back and tells the user, once (a CV fails only once). */
  async function fail({ cv, generation }: Found) {
    const failed = await repository.fail(cv.id, GENERATION_MESSAGES.failedToGenerate);
    if (!failed) return;
    await usageService.refund(cv.user_id, 'cv_generation', {
      periodStart: generation.usage_period_start,
    });
    await notify(failed, null);
  }

  /**
   * The generation job. An attempt that throws is retried; the last one ends the CV failed and
   * refunds its unit, so no generated CV waits forever and none is paid for without a result.
   */
  async function generateCv(data: GenerateCvJobData, attempt: JobAttempt = FINAL_ATTEMPT) {
    const found = await repository.findGeneration(data.cvId);
    if (found?.cv.status !== 'processing') return;
    try {
      await generateAndFinish(found);
    } catch (err) {
      // Cut short by this process's shutdown: no failure, no refund; another worker runs it.
      if (isInterruption(err, attempt)) throw err;
      if (!attempt.isLastAttempt) {
        log.warn(
          { err, cvId: data.cvId, retryCount: attempt.retryCount },
          'CV generation attempt failed',
        );
        throw err;
      }
      log.error(
        { err, cvId: data.cvId, retryCount: attempt.retryCount },
        'CV generation failed on its last attempt; the CV ends failed and the unit is refunded',
      );
      await fail(found);
    }
  }

  async function failInterrupted(cvId: string, cause: string) {
    const found = await repository.findGeneration(cvId);
    if (found?.cv.status !== 'processing') return;
    log.error({ cvId, cause }, 'generated CV left processing; it ends failed');
    await fail(found);
  }

  const stuck = createStuckJobRecovery({
    jobQueue,
    queueName: GENERATE_CV_QUEUE.name,
    jobName: 'generation',
    listProcessing: (minutes) => repository.listProcessing(minutes),
    failInterrupted,
    settings,
    log,
  });

  return {
    generateCv,
    recoverStuckCvs: stuck.recoverStuckCvs,
    sweepStuckCvs: stuck.sweepStuckCvs,
    /** Worker role: work generation jobs; recover and sweep stuck CVs (platform/queue/stuck-jobs.ts). */
    async start() {
      await jobQueue.work<GenerateCvJobData>(GENERATE_CV_QUEUE.name, generateCv);
      await stuck.start();
    },
    stop: stuck.stop,
  };
}
export type GenerationJobs = ReturnType<typeof createGenerationJobs>;
