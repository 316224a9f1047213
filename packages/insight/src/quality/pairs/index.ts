import { DATA_PAIRS } from './data';
import { DESIGN_PAIRS } from './design';
import { EDUCATION_PAIRS } from './education';
import { FINANCE_PAIRS } from './finance';
import { HEALTHCARE_PAIRS } from './healthcare';
import { HR_PAIRS } from './hr';
import { LEGAL_PAIRS } from './legal';
import { MARKETING_PAIRS } from './marketing';
import { OPERATIONS_PAIRS } from './operations';
import { PRODUCT_PAIRS } from './product';
import { SALES_PAIRS } from './sales';
import { SOFTWARE_PAIRS } from './software';
import type { QualityPair } from './types';

export { buildCv } from './build-cv';
export type { CvExperienceSpec, CvSpec } from './build-cv';
export type { PairFit, QualityJob, QualityPair } from './types';

/** 48 pairs: per industry one strong fit, two partial fits and one junior CV for a senior job. */
export const QUALITY_PAIRS: readonly QualityPair[] = [
  ...SOFTWARE_PAIRS,
  ...DATA_PAIRS,
  ...PRODUCT_PAIRS,
  ...DESIGN_PAIRS,
  ...MARKETING_PAIRS,
  ...SALES_PAIRS,
  ...FINANCE_PAIRS,
  ...HR_PAIRS,
  ...HEALTHCARE_PAIRS,
  ...EDUCATION_PAIRS,
  ...OPERATIONS_PAIRS,
  ...LEGAL_PAIRS,
];

/**
 * A CV of one pair measured against the job of a pair from another industry: the person does not
 * fit the job, so scores should stay low. Ids refer to QUALITY_PAIRS.
 */
export const MISMATCHED_PAIRS: readonly { cvId: string; jobId: string }[] = [
  // Clinical, legal and teaching CVs against technical jobs.
  { cvId: 'healthcare-icu-nurse-strong', jobId: 'software-backend-strong' },
  { cvId: 'legal-commercial-counsel-strong', jobId: 'data-scientist-strong' },
  { cvId: 'education-math-teacher-strong', jobId: 'software-frontend-partial' },
  { cvId: 'healthcare-pharmacist-partial', jobId: 'data-engineer-partial' },
  { cvId: 'legal-paralegal-partial', jobId: 'software-devops-partial' },
  { cvId: 'hr-recruiter-strong', jobId: 'data-ml-lead-weak' },
  // Technical CVs against clinical, legal and teaching jobs.
  { cvId: 'software-backend-strong', jobId: 'healthcare-icu-nurse-strong' },
  { cvId: 'data-scientist-strong', jobId: 'legal-commercial-counsel-strong' },
  { cvId: 'software-frontend-partial', jobId: 'education-math-teacher-strong' },
  { cvId: 'data-engineer-partial', jobId: 'healthcare-pharmacist-partial' },
  { cvId: 'software-devops-partial', jobId: 'legal-paralegal-partial' },
  // Business functions far apart.
  { cvId: 'sales-account-executive-strong', jobId: 'finance-fpa-strong' },
  { cvId: 'finance-fpa-strong', jobId: 'design-product-designer-strong' },
  { cvId: 'design-product-designer-strong', jobId: 'sales-account-executive-strong' },
  { cvId: 'marketing-performance-strong', jobId: 'operations-supply-chain-strong' },
  { cvId: 'operations-supply-chain-strong', jobId: 'marketing-content-partial' },
  { cvId: 'hr-business-partner-partial', jobId: 'finance-risk-partial' },
  { cvId: 'product-manager-strong', jobId: 'healthcare-practice-manager-partial' },
  { cvId: 'design-brand-partial', jobId: 'legal-compliance-partial' },
  { cvId: 'education-esl-partial', jobId: 'sales-customer-success-partial' },
  { cvId: 'finance-accountant-partial', jobId: 'design-ux-researcher-partial' },
  { cvId: 'operations-warehouse-partial', jobId: 'product-owner-partial' },
  { cvId: 'marketing-brand-partial', jobId: 'hr-learning-partial' },
  { cvId: 'sales-sdr-manager-partial', jobId: 'education-instructional-designer-partial' },
  // Senior CVs against senior jobs elsewhere: seniority alone must not make a fit.
  { cvId: 'legal-commercial-counsel-strong', jobId: 'software-lead-weak' },
  { cvId: 'healthcare-icu-nurse-strong', jobId: 'marketing-cmo-weak' },
  { cvId: 'software-backend-strong', jobId: 'finance-controller-weak' },
  { cvId: 'operations-supply-chain-strong', jobId: 'design-lead-weak' },
];
