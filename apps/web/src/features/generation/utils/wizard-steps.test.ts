import { WIZARD_DEFAULTS, WIZARD_STEP1_MESSAGES, type WizardData } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { baselineStepError, canLeaveGuidedStep } from './wizard-steps';

const data = (
  patch: Partial<WizardData> = {},
  job: Partial<WizardData['jobDescription']> = {},
) => ({
  ...WIZARD_DEFAULTS,
  ...patch,
  jobDescription: { ...WIZARD_DEFAULTS.jobDescription, ...job },
});
const cv = (isDefault: boolean) => ({
  id: 'a',
  title: 'A',
  status: 'processed' as const,
  type: 'uploaded' as const,
  is_default: isDefault,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('baselineStepError', () => {
  it('needs a chosen CV for full_cv and a default CV for default_cv', () => {
    expect(baselineStepError(data(), [cv(true)])).toBe(WIZARD_STEP1_MESSAGES.selectCv);
    expect(baselineStepError(data({ selectedCVId: 'a' }), [])).toBeNull();
    expect(baselineStepError(data({ sourceOption: 'default_cv' }), [cv(false)])).toBe(
      WIZARD_STEP1_MESSAGES.noDefaultCv,
    );
    expect(baselineStepError(data({ sourceOption: 'default_cv' }), undefined)).toBe(
      WIZARD_STEP1_MESSAGES.noDefaultCv,
    );
    expect(baselineStepError(data({ sourceOption: 'default_cv' }), [cv(true)])).toBeNull();
    expect(baselineStepError(data({ sourceOption: 'contact_only' }), [])).toBeNull();
  });
});

describe('canLeaveGuidedStep', () => {
  const filled = { companyName: 'Acme', jobTitle: 'QA', description: 'Test things' };
  it('step 1 needs a method', () => {
    expect(canLeaveGuidedStep(0, { data: data(), resultCvId: null })).toBe(false);
    expect(
      canLeaveGuidedStep(0, { data: data({ method: 'job-specific' }), resultCvId: null }),
    ).toBe(true);
  });
  it('step 2 needs trimmed company, title and description unless from scratch', () => {
    const state = (method: string, job: Partial<WizardData['jobDescription']>) => ({
      data: data({ method }, job),
      resultCvId: null,
    });
    expect(canLeaveGuidedStep(1, state('job-specific', filled))).toBe(true);
    expect(canLeaveGuidedStep(1, state('job-specific', { ...filled, jobTitle: '  ' }))).toBe(false);
    expect(canLeaveGuidedStep(1, state('job-specific', { ...filled, description: '' }))).toBe(
      false,
    );
    expect(canLeaveGuidedStep(1, state('from-scratch', {}))).toBe(true);
  });
  it('steps 3 and 5 always go on; step 4 needs a result', () => {
    const state = { data: data(), resultCvId: null };
    expect(canLeaveGuidedStep(2, state)).toBe(true);
    expect(canLeaveGuidedStep(4, state)).toBe(true);
    expect(canLeaveGuidedStep(3, state)).toBe(false);
    expect(canLeaveGuidedStep(3, { ...state, resultCvId: 'cv-1' })).toBe(true);
  });
});
