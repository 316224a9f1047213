import {
  WIZARD_FOCUS_ORDER,
  WIZARD_FORM_DEBOUNCE_MS,
  isTemplateLocked,
  jobDescriptionDataSchema,
  type JobUrlResult,
  type Template,
} from '@cvforge/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useDebouncedEffect } from '../hooks/use-debounced-effect';
import { useWizardStore } from '../store';
import { detailsFormValues, type DetailsFormValues } from '../utils/details-form';
import { CustomizationPanel } from './customization-panel';
import { JobFields } from './job-fields';
import { JobSummary } from './job-summary';
import { JobUrlImport } from './job-url-import';
import { SectionManager } from './section-manager';
import { TemplatePicker } from './template-picker';

export interface DetailsStepProps {
  /** The footer's Next button submits this form (form={formId}). */
  formId: string;
  /** Step 2 of the three-step reading shows everything; the five-step one splits it in two. */
  parts: 'all' | 'job' | 'customize';
  templates: readonly Template[];
  advancedTemplateLimit: number;
  onNext: () => void;
  /** The five-step reading's own gate; without one the form's rules decide (docs/product.md §C5). */
  gate?: (values: DetailsFormValues) => boolean;
}

const FILL = { shouldValidate: true, shouldTouch: true, shouldDirty: true } as const;
const toTemplate = ({ id, name, description, category }: Template) => ({
  id,
  name,
  description,
  category,
});

/**
 * The details: job URL import, company, title, description, template, customization,
 * sections and a summary. Changes reach the wizard's state 200 ms after the last keystroke.
 */
export function DetailsStep({
  formId,
  parts,
  templates,
  advancedTemplateLimit,
  onNext,
  gate,
}: DetailsStepProps) {
  const form = useForm<DetailsFormValues>({
    resolver: zodResolver(jobDescriptionDataSchema) as never,
    defaultValues: detailsFormValues(useWizardStore.getState().data),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control });
  const sections = useWizardStore((state) => state.sections);
  const push = (json: string) => {
    const { customization, ...job } = JSON.parse(json) as DetailsFormValues;
    const store = useWizardStore.getState();
    store.setJob({ ...job, template: job.template ?? null });
    store.setCustomization(customization);
  };
  useDebouncedEffect(JSON.stringify(values), WIZARD_FORM_DEBOUNCE_MS, push);

  // A plan without advanced templates is held to Classic; with no choice yet Classic is taken.
  const selected = values.template;
  useEffect(() => {
    const isAllowed =
      selected?.category && !isTemplateLocked(selected.category, advancedTemplateLimit);
    if (isAllowed) return;
    const fallback = templates.find((t) => !isTemplateLocked(t.category, advancedTemplateLimit));
    if (fallback) form.setValue('template', toTemplate(fallback), { shouldDirty: true });
  }, [selected?.category, advancedTemplateLimit, templates, form]);

  /** Every field is validated (and shows its message); focus goes to the first invalid one. */
  function focusFirstInvalid() {
    const first = WIZARD_FOCUS_ORDER.find((name) => form.getFieldState(name).invalid);
    if (first) form.setFocus(first);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    push(JSON.stringify(form.getValues()));
    if (!gate) {
      void form.handleSubmit(onNext, focusFirstInvalid)();
    } else if (gate(form.getValues())) {
      onNext();
    } else {
      void form.trigger().then(focusFirstInvalid);
    }
  }

  function fillFromPosting(job: JobUrlResult) {
    form.setValue('companyName', job.company_name, FILL);
    form.setValue('jobTitle', job.job_title, FILL);
    form.setValue('description', job.description, FILL);
  }

  const showJob = parts !== 'customize';
  const showCustomize = parts !== 'job';
  return (
    <FormProvider {...form}>
      <div className="space-y-6">
        {showJob && <JobUrlImport onImported={fillFromPosting} />}
        <form
          id={formId}
          noValidate
          onSubmit={handleSubmit}
          aria-label="Job details"
          className="space-y-6"
        >
          {showJob && <JobFields />}
          {showJob && (
            <TemplatePicker
              templates={templates}
              selectedId={values.template?.id ?? null}
              advancedTemplateLimit={advancedTemplateLimit}
              onSelect={(template) => form.setValue('template', toTemplate(template), FILL)}
              error={form.formState.errors.template?.message}
            />
          )}
          {showCustomize && <CustomizationPanel />}
          {showCustomize && <SectionManager />}
        </form>
        <section aria-labelledby="details-summary" className="rounded-xl bg-muted/50 p-4">
          <h3 id="details-summary" className="mb-2 text-sm font-medium">
            Summary
          </h3>
          <JobSummary
            companyName={values.companyName ?? ''}
            jobTitle={values.jobTitle ?? ''}
            templateName={values.template?.name}
            customization={form.getValues('customization')}
            sections={sections}
          />
        </section>
      </div>
    </FormProvider>
  );
}
