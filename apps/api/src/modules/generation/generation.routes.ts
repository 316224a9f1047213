import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  briefOverviewBodySchema,
  generateFromJobBodySchema,
  generateFromJobResponseSchema,
  generationLimitResponseSchema,
  GENERATION_MESSAGES,
  limitExceededDetailSchema,
  optimizeCvBodySchema,
  startGenerationResponseSchema,
} from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import { requireUserId } from '../../http/auth';
import { createAttemptLimit, pleaseWaitMessage } from '../../http/rate-limit';
import type { GenerationService } from './generation.service';

/**
 * A limit reached answers 402 like the upload, with the limit info both as the envelope's
 * detail and as data (the generation call's own reading); other errors go to the error handler.
 */
async function answeringLimit<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    const limit =
      error instanceof AppError ? limitExceededDetailSchema.safeParse(error.detail) : undefined;
    if (!limit?.success || !(error instanceof AppError)) throw error;
    return reply.code(402).send({
      success: false as const,
      code: error.code,
      message: error.message,
      detail: limit.data,
      data: limit.data,
    });
  }
}

/** Generations one user may start per minute, whatever the monthly quota left. */
export const GENERATION_BURST_PER_MINUTE = 10;

const started = <T>(data: T) => ({
  success: true as const,
  message: GENERATION_MESSAGES.started.title,
  data,
});

/**
 * docs/product.md §C7 generation calls and their aliases. Each takes one cv_generation unit (refunded if
 * the job fails) and answers at once with the CV in processing; `cv.generated` follows.
 */
export const generationRoutes: FastifyPluginAsyncZod<{
  generationService: GenerationService;
}> = async (app, { generationService: service }) => {
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['generation'], security: [{ bearerAuth: [] }] };
  // A burst guard per user beside the monthly quota: each generation is a job of several renders.
  const generationBurst = createAttemptLimit(app, {
    name: 'generation-burst',
    max: GENERATION_BURST_PER_MINUTE,
    windowSeconds: 60,
    key: (request) => request.userId,
    message: pleaseWaitMessage,
  });

  for (const url of ['/cv/generate-from-job', '/generate']) {
    app.post(
      url,
      {
        preHandler: generationBurst,
        schema: {
          ...common,
          summary:
            url === '/generate'
              ? 'Alias of POST /cv/generate-from-job'
              : 'Tailors a CV to a job (the wizard payload); the CV is processing until cv.generated',
          body: generateFromJobBodySchema,
          response: { 200: generateFromJobResponseSchema, 402: generationLimitResponseSchema },
        },
      },
      async (request, reply) =>
        answeringLimit(reply, async () =>
          started(await service.generateFromJob(requireUserId(request), request.body)),
        ),
    );
  }

  for (const url of ['/cv/brief-overview', '/generate/brief-overview-cv']) {
    app.post(
      url,
      {
        preHandler: generationBurst,
        schema: {
          ...common,
          summary:
            url === '/cv/brief-overview'
              ? 'A CV from a short overview of the person (nothing invented beyond it)'
              : 'Alias of POST /cv/brief-overview',
          body: briefOverviewBodySchema,
          response: { 200: startGenerationResponseSchema, 402: generationLimitResponseSchema },
        },
      },
      async (request, reply) =>
        answeringLimit(reply, async () =>
          started(await service.briefOverview(requireUserId(request), request.body)),
        ),
    );
  }

  app.post(
    '/cv/optimize',
    {
      preHandler: generationBurst,
      schema: {
        ...common,
        summary: 'An improved copy of a CV at the chosen level (1-10); the original is kept',
        body: optimizeCvBodySchema,
        response: { 200: startGenerationResponseSchema, 402: generationLimitResponseSchema },
      },
    },
    async (request, reply) =>
      answeringLimit(reply, async () =>
        started(await service.optimize(requireUserId(request), request.body)),
      ),
  );
};
