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

/** docs/product.md §C3 "Job URL result". */
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

const PASTE_INSTEAD = 'paste the description instead.';
const ANTI_BOT = `Large job boards may fail because of anti-bot protection; ${PASTE_INSTEAD}`;

/** Why POST /job-description/process could not import a posting (the error envelope's message). */
export const JOB_IMPORT_ERRORS = {
  blocked: 'This address cannot be imported. Enter the public web address of a job posting.',
  not_found: `We could not find that website. Check the address, or ${PASTE_INSTEAD}`,
  unreachable: `We could not connect to that website. ${ANTI_BOT}`,
  timeout: `The job posting took too long to load. ${ANTI_BOT}`,
  http_status: (status: number) =>
    `The job board answered with an error (HTTP ${status}). ${ANTI_BOT}`,
  too_many_redirects: `That address redirects too many times. ${ANTI_BOT}`,
  unsupported_type: `That address is not a web page or text, so ${PASTE_INSTEAD}`,
  too_large: `That page is larger than 2 MB, so ${PASTE_INSTEAD}`,
  no_posting: `We could not read a job posting at that address. ${ANTI_BOT}`,
} as const;
export type JobImportFailure = keyof typeof JOB_IMPORT_ERRORS;

export const JOB_IMPORT_SUCCESS_MESSAGE = 'Job description processed';
