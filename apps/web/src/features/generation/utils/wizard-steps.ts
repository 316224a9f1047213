import {
  FROM_SCRATCH_METHOD,
  WIZARD_STEP1_MESSAGES,
  type CvPickerItem,
  type WizardData,
} from '@cvforge/contracts';

/**
 * Why step 1 of the three-step reading cannot go on, or null: full_cv needs a chosen CV,
 * default_cv a default CV (docs/product.md §C4). contact_only also reads the default CV's contact
 * details, but the spec blocks only these two; the server answers if it has none.
 */
export function baselineStepError(
  data: Pick<WizardData, 'sourceOption' | 'selectedCVId'>,
  cvs: readonly CvPickerItem[] | undefined,
): string | null {
  if (data.sourceOption === 'full_cv' && !data.selectedCVId) return WIZARD_STEP1_MESSAGES.selectCv;
  if (data.sourceOption === 'default_cv' && !cvs?.some((cv) => cv.is_default)) {
    return WIZARD_STEP1_MESSAGES.noDefaultCv;
  }
  return null;
}

const filled = (value: string) => value.trim() !== '';

/**
 * The five-step reading's gating (docs/product.md §C2): 1 needs a method; 2 needs company, title and
 * description (trimmed) unless the method is from-scratch; 3 and 5 always go on; 4 needs a result.
 */
export function canLeaveGuidedStep(
  step: number,
  state: { data: WizardData; resultCvId: string | null },
): boolean {
  const { method, jobDescription: job } = state.data;
  switch (step) {
    case 0:
      return method !== null && method !== '';
    case 1:
      return (
        method === FROM_SCRATCH_METHOD ||
        (filled(job.companyName) && filled(job.jobTitle) && filled(job.description))
      );
    case 3:
      return state.resultCvId !== null;
    default:
      return true;
  }
}
