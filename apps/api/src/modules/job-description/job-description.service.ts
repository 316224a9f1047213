import {
  JOB_DESCRIPTION_MAX_CHARS,
  JOB_IMPORT_ERRORS,
  type JobImportFailure,
  type JobUrlResult,
} from '@cvforge/contracts';
import { AppError } from '../../http/app-error';
import { type FetchPageOptions, fetchPage, PageFetchError } from './fetch-page';

/** Shorter than this is a snippet (a cookie banner, "Loading…"), not a job description. */
const MIN_DESCRIPTION_CHARS = 40;

function importError(reason: JobImportFailure, status?: number) {
  if (reason === 'blocked') return new AppError('VALIDATION_ERROR', 400, JOB_IMPORT_ERRORS.blocked);
  const message =
    reason === 'http_status'
      ? JOB_IMPORT_ERRORS.http_status(status ?? 0)
      : JOB_IMPORT_ERRORS[reason];
  return new AppError('VALIDATION_ERROR', 422, message, { reason });
}

/** Cuts at the last paragraph or line break before the cap, else at the cap. */
function capped(description: string) {
  if (description.length <= JOB_DESCRIPTION_MAX_CHARS) return description;
  const cut = description.slice(0, JOB_DESCRIPTION_MAX_CHARS);
  const lastBreak = cut.lastIndexOf('\n');
  return (lastBreak > JOB_DESCRIPTION_MAX_CHARS * 0.9 ? cut.slice(0, lastBreak) : cut).trimEnd();
}

/** POST /job-description/process: reads a job posting from a public web page. */
export function createJobDescriptionService(fetchOptions: FetchPageOptions = {}) {
  return {
    async processUrl(url: string): Promise<JobUrlResult> {
      let page;
      try {
        page = await fetchPage(new URL(url), fetchOptions);
      } catch (error) {
        if (error instanceof PageFetchError) throw importError(error.reason, error.info.status);
        throw error;
      }
      // Its HTML parser (linkedom) and Readability take ~150 ms to load: on first use, not at start.
      const { extractPosting } = await import('./extract-posting');
      const posting = extractPosting(page);
      if (posting.description.length < MIN_DESCRIPTION_CHARS) throw importError('no_posting');
      return {
        company_name: posting.company_name.trim(),
        job_title: posting.job_title.trim(),
        description: capped(posting.description),
      };
    },
  };
}
export type JobDescriptionService = ReturnType<typeof createJobDescriptionService>;
