import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
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

  /** One generation call at `path` and its aliases: burst guard, one unit, 402 at the limit. */
  function generationCall<Body extends z.ZodType, Data>(
    [path, ...aliases]: [string, ...string[]],
    schema: { summary: string; body: Body; response: z.ZodType },
    start: (userId: string, body: z.output<Body>) => Promise<Data>,
  ) {
    for (const url of [path, ...aliases]) {
      app.post(
        url,
        {
          preHandler: generationBurst,
          schema: {
            ...common,
            summary: url === path ? schema.summary : `Alias of POST ${path}`,
            body: schema.body,
            response: { 200: schema.response, 402: generationLimitResponseSchema },
          },
        },
        async (request, reply) =>
          answeringLimit(reply, async () =>
            // The schema has validated the body; the type provider cannot name a generic's output.
            started(await start(requireUserId(request), request.body as z.output<Body>)),
          ),
      );
    }
  }

  generationCall(
    ['/cv/generate-from-job', '/generate'],
    {
      summary:
        'Tailors a CV to a job (the wizard payload); the CV is processing until cv.generated',
      body: generateFromJobBodySchema,
      response: generateFromJobResponseSchema,
    },
    service.generateFromJob,
  );
  generationCall(
    ['/cv/brief-overview', '/generate/brief-overview-cv'],
    {
      summary: 'A CV from a short overview of the person (nothing invented beyond it)',
      body: briefOverviewBodySchema,
      response: startGenerationResponseSchema,
    },
    service.briefOverview,
  );
  generationCall(
    ['/cv/optimize'],
    {
      summary: 'An improved copy of a CV at the chosen level (1-10); the original is kept',
      body: optimizeCvBodySchema,
      response: startGenerationResponseSchema,
    },
    service.optimize,
  );
};
