import type { CvContentInput } from '@cvforge/contracts';

import type { Industry } from '../../knowledge/types';

/** How well the CV's author fits the job, as the pair was written (not as any engine scores it). */
export type PairFit = 'strong' | 'partial' | 'weak';

export interface QualityJob {
  job_title: string;
  company_name: string;
  job_description: string;
}

/** One CV and the job it was written against, for measuring ATS and career scores. */
export interface QualityPair {
  id: string;
  industry: Industry;
  fit: PairFit;
  cv: CvContentInput;
  job: QualityJob;
}
