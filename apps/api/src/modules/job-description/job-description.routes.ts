import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JOB_IMPORT_SUCCESS_MESSAGE,
  processJobUrlBodySchema,
  processJobUrlResponseSchema,
} from '@cvforge/contracts';
import { requireUserId } from '../../http/auth';
import { createAttemptLimit, pleaseWaitMessage } from '../../http/rate-limit';
import type { JobDescriptionService } from './job-description.service';

/** Imports per user per window: each one makes this server fetch someone else's page. */
export const JOB_IMPORT_RATE_LIMIT = { max: 20, windowSeconds: 600 };

/** The wizard's job-URL import (BETA): fetch a posting and answer its company, title and text. */
export const jobDescriptionRoutes: FastifyPluginAsyncZod<{
  jobDescriptionService: JobDescriptionService;
}> = async (app, { jobDescriptionService: service }) => {
  app.addHook('preHandler', app.authenticate);
  const perUser = createAttemptLimit(app, {
    ...JOB_IMPORT_RATE_LIMIT,
    name: 'job-import',
    key: (request) => requireUserId(request),
    message: (retryAfter) => `Too many job imports. ${pleaseWaitMessage(retryAfter)}`,
  });

  app.post(
    '/job-description/process',
    {
      preHandler: perUser,
      schema: {
        tags: ['job-description'],
        security: [{ bearerAuth: [] }],
        summary:
          'Reads a job posting (company, title, description) from a public http(s) page; ' +
          'large job boards may refuse it (anti-bot protection)',
        body: processJobUrlBodySchema,
        response: { 200: processJobUrlResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: JOB_IMPORT_SUCCESS_MESSAGE,
      data: await service.processUrl(request.body.url),
    }),
  );
};
