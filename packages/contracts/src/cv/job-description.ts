import { z } from 'zod';

export const JOB_URL_MESSAGES = {
  required: 'Please enter a job posting URL',
  failed: 'Failed to process job description',
  failedRetry: 'Failed to process job description. Please try again.',
} as const;

/** The wizard's job-URL field (BETA). */
export const jobUrlFormSchema = z.object({
  url: z.string().trim().min(1, JOB_URL_MESSAGES.required),
});
export type JobUrlForm = z.infer<typeof jobUrlFormSchema>;

/** POST /job-description/process: only http(s) URLs are fetched. */
export const processJobUrlBodySchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Please enter a valid http(s) URL' }).max(2_048),
});
export type ProcessJobUrlBody = z.infer<typeof processJobUrlBodySchema>;

/** cv-spec §3 "Job URL result". */
export const jobUrlResultSchema = z.object({
  company_name: z.string(),
  job_title: z.string(),
  description: z.string(),
});
export type JobUrlResult = z.infer<typeof jobUrlResultSchema>;

export const processJobUrlResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: jobUrlResultSchema,
});
export type ProcessJobUrlResponse = z.infer<typeof processJobUrlResponseSchema>;

/** The job-description file upload accepts plain text only. */
export const JOB_DESCRIPTION_FILE_TYPES = { mime: 'text/plain', extension: '.txt' } as const;
