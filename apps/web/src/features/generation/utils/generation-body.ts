import {
  BUILT_IN_TEMPLATES,
  ESTIMATED_GENERATION_TIME,
  generateFromJobBodySchema,
  toGenerateFromJobBody,
  type CvSectionRef,
  type GenerateFromJobBody,
  type GenerationType,
  type JobDescriptionData,
  type WizardData,
} from '@cvforge/contracts';
import { renumber } from './wizard-sections';

const CLASSIC = BUILT_IN_TEMPLATES.find((template) => template.id === 'classic')!;

export type GenerationBody =
  | { ok: true; body: GenerateFromJobBody }
  /** The generation pre-checks that failed (docs/product.md §C5), in the payload's field order. */
  | { ok: false; problems: string[] };

/** The POST /cv/generate-from-job payload from the wizard's state, checked like the server does. */
export function generationBody(data: WizardData, sections: CvSectionRef[]): GenerationBody {
  const { template, ...job } = data.jobDescription;
  const { id, name, description, category } = template ?? CLASSIC;
  const validated: JobDescriptionData = {
    ...job,
    template: { id, name, description, category },
    customization: data.customization,
  };
  const parsed = generateFromJobBodySchema.safeParse(
    toGenerateFromJobBody(validated, data, renumber(sections)),
  );
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, problems: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
}

export function estimatedGenerationTime(type: GenerationType): string {
  return type === 'job-specific'
    ? ESTIMATED_GENERATION_TIME.jobSpecific
    : ESTIMATED_GENERATION_TIME.other;
}
