import type { JobDescriptionData, WizardData } from '@cvforge/contracts';

/** The details form's values: the job description data, the template still unset at first. */
export type DetailsFormValues = Omit<JobDescriptionData, 'template'> & {
  template: JobDescriptionData['template'] | null;
};

export function detailsFormValues(data: WizardData): DetailsFormValues {
  return { ...data.jobDescription, customization: data.customization };
}
