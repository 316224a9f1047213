import { z } from 'zod';
import {
  COMPANY_NAME_MIN_CHARS,
  CV_LENGTH_DEFAULT,
  JOB_DESCRIPTION_MIN_CHARS,
  JOB_TITLE_MIN_CHARS,
  MATCHING_LEVEL_DEFAULT,
  MATCHING_LEVEL_MAX,
  MATCHING_LEVEL_MIN,
} from './constants';
import { templateCategorySchema } from './template';

/** Where the generated CV's content comes from (wizard step 1); default full_cv. */
export const CONTENT_SOURCE_OPTIONS = ['full_cv', 'default_cv', 'contact_only'] as const;
export const contentSourceOptionSchema = z.enum(CONTENT_SOURCE_OPTIONS);
export type ContentSourceOption = z.infer<typeof contentSourceOptionSchema>;
export const DEFAULT_CONTENT_SOURCE_OPTION: ContentSourceOption = 'full_cv';

export const CONTENT_SOURCE_LABELS = {
  full_cv: 'Use All Data from Selected CV',
  default_cv: 'Use Company Information from Default CV',
  contact_only: 'Use Only Contact Information',
} as const satisfies Record<ContentSourceOption, string>;

/** docs/product.md §C5 "Wizard form", word for word. */
export const WIZARD_FORM_MESSAGES = {
  companyNameRequired: 'Please tell us the company name',
  companyNameShort: 'Company name looks short — at least 2 characters',
  jobTitleRequired: 'What role are you applying for?',
  jobTitleShort: 'Job title seems short — at least 2 characters',
  descriptionRequired: 'Paste the full job description',
  descriptionShort: 'A bit short — aim for at least 50 characters',
  cvLength: 'Choose 1 to 4 pages',
  matchingLevelMin: 'Minimum level is 1',
  matchingLevelMax: 'Maximum level is 10',
  templateRequired: 'Please select a template',
  whyCompanyLong: 'Keep it under 600 characters',
} as const;

/** Checks run just before generation, on trimmed values. */
export const GENERATION_PRECHECK_MESSAGES = {
  companyName: 'Company name is required',
  jobTitle: 'Job title is required',
  jobDescription: 'Job description is required',
} as const;

/** Wizard step 1 (three-step reading). */
export const WIZARD_STEP1_MESSAGES = {
  selectCv: 'Please select a CV to continue with the Use Full CV option.',
  noDefaultCv:
    "You don't have a default CV set. To use this option, you need to set a default CV first.",
  noCvs: 'No CVs available. Please upload or generate a CV first.',
} as const;

/**
 * A required text: blank (after trim) gives the required message, then the minimum length.
 * Only companyName's minimum counts after trim; the spec states the others on the raw text.
 */
function requiredText(required: string, short: string, min: number, trimForLength: boolean) {
  return z.string({ error: required }).superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: required });
    else if ((trimForLength ? value.trim() : value).length < min)
      ctx.addIssue({ code: 'custom', message: short });
  });
}

const m = WIZARD_FORM_MESSAGES;

export const wizardTemplateSchema = z.object(
  {
    id: z.string({ error: m.templateRequired }).min(1, m.templateRequired),
    name: z.string(),
    description: z.string(),
    category: templateCategorySchema,
  },
  { error: m.templateRequired },
);
export type WizardTemplate = z.infer<typeof wizardTemplateSchema>;

/** The wizard's optional "Why this company?" line for the cover letter. */
export const WHY_COMPANY_MAX_CHARS = 600;

export const customizationSchema = z.object({
  cvLength: z.literal([1, 2, 3, 4], { error: m.cvLength }).optional(),
  matchingLevel: z
    .number({ error: m.matchingLevelMin })
    .min(MATCHING_LEVEL_MIN, m.matchingLevelMin)
    .max(MATCHING_LEVEL_MAX, m.matchingLevelMax),
  includeSoftSkills: z.boolean(),
  includeAchievements: z.boolean(),
  includeCoverLetter: z.boolean(),
  /** The user's own reason for wanting this company; the letter never invents one. */
  whyCompany: z.string().max(WHY_COMPANY_MAX_CHARS, m.whyCompanyLong).optional(),
});
export type Customization = z.infer<typeof customizationSchema>;

/** docs/product.md §C3 "Job description data (wizard)" with the §C5 form rules. */
export const jobDescriptionDataSchema = z.object({
  companyName: requiredText(
    m.companyNameRequired,
    m.companyNameShort,
    COMPANY_NAME_MIN_CHARS,
    true,
  ),
  jobTitle: requiredText(m.jobTitleRequired, m.jobTitleShort, JOB_TITLE_MIN_CHARS, false),
  description: requiredText(
    m.descriptionRequired,
    m.descriptionShort,
    JOB_DESCRIPTION_MIN_CHARS,
    false,
  ),
  template: wizardTemplateSchema,
  customization: customizationSchema,
});
export type JobDescriptionData = z.infer<typeof jobDescriptionDataSchema>;

/** On a failed submit the first invalid of these fields gets focus. */
export const WIZARD_FOCUS_ORDER = ['companyName', 'jobTitle', 'description'] as const;

export const DEFAULT_CUSTOMIZATION = {
  cvLength: CV_LENGTH_DEFAULT,
  matchingLevel: MATCHING_LEVEL_DEFAULT,
  includeSoftSkills: true,
  includeAchievements: true,
  includeCoverLetter: false,
  whyCompany: '',
} as const satisfies Customization;

/** The wizard's state while it is filled in (fields may still be invalid). */
export const wizardDataSchema = z.object({
  method: z.string().nullable(),
  selectedBaselineCVId: z.string().nullable(),
  selectedCVId: z.string().nullable(),
  jobDescription: z.object({
    companyName: z.string(),
    jobTitle: z.string(),
    description: z.string(),
    template: wizardTemplateSchema.nullable(),
  }),
  customization: customizationSchema,
  sourceOption: contentSourceOptionSchema,
});
export type WizardData = z.infer<typeof wizardDataSchema>;

export const WIZARD_DEFAULTS: WizardData = {
  method: null,
  selectedBaselineCVId: null,
  selectedCVId: null,
  jobDescription: { companyName: '', jobTitle: '', description: '', template: null },
  customization: { ...DEFAULT_CUSTOMIZATION },
  sourceOption: DEFAULT_CONTENT_SOURCE_OPTION,
};

/** Reading A (primary): three steps. Reading B: five steps, step 2 skipped by from-scratch. */
export const WIZARD_STEPS = ['Baseline CV', 'Details', 'Generate'] as const;
export const WIZARD_STEPS_FIVE = [
  'method',
  'job description',
  'customization',
  'result',
  'final',
] as const;
export const FROM_SCRATCH_METHOD = 'from-scratch';

/** Step 3 button labels. */
export const GENERATE_BUTTON_LABELS = {
  idle: 'Start CV Generation',
  generating: 'Generating Your CV...',
  limitReached: 'Limit Reached - Upgrade Required',
} as const;
