import { manualCvSchema, type SectionType } from '@cvforge/contracts';
import { keptJsonResumeFields, SECTION_DEFINITIONS } from '@cvforge/cv-model';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MANUAL_LIST_SECTIONS, type ManualCvInput, type ManualCvValues } from '../utils/manual-cv';
import { PERSONAL_FIELDS, SKILL_FIELDS, SUMMARY_FIELD } from '../utils/section-fields';
import { FieldInput } from './field-input';
import { FormSection } from './form-section';
import { KeptNote } from './kept-note';
import { ManualFields } from './manual-fields';
import { ManualListSection } from './manual-list-section';

interface ManualCvFormProps {
  defaultValues: ManualCvInput;
  isSaving: boolean;
  /** A failure to show above the actions (the server's missing-fields answer). */
  formError?: string | null;
  onCancel: () => void;
  onSubmit: (values: ManualCvValues) => void;
}

/** docs/product.md §C2: the twelve sections in the form's order. */
const FORM_SECTIONS: readonly SectionType[] = [
  'personal_info',
  'summary',
  ...MANUAL_LIST_SECTIONS.slice(0, 2),
  'skills',
  ...MANUAL_LIST_SECTIONS.slice(2),
];

function firstErrorMessage(errors: unknown): string | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}

function SummaryField() {
  const value = useWatch<ManualCvInput, 'professional_summary'>({ name: 'professional_summary' });
  const { setValue } = useFormContext<ManualCvInput>();
  return (
    <FieldInput
      spec={SUMMARY_FIELD}
      label={SUMMARY_FIELD.label}
      value={value}
      onChange={(text) => setValue('professional_summary', String(text), { shouldDirty: true })}
    />
  );
}

function SectionBody({ type }: { type: SectionType }) {
  if (type === 'personal_info')
    return <ManualFields name="personal_info" fields={PERSONAL_FIELDS} />;
  if (type === 'summary') return <SummaryField />;
  if (type === 'skills') return <ManualFields name="skills" fields={SKILL_FIELDS} />;
  return <ManualListSection type={type as (typeof MANUAL_LIST_SECTIONS)[number]} />;
}

/** "Create Your CV": every section, validated by the contracts schema the server also uses. */
export function ManualCvForm({
  defaultValues,
  isSaving,
  formError,
  onCancel,
  onSubmit,
}: ManualCvFormProps) {
  const form = useForm<ManualCvInput, unknown, ManualCvValues>({
    resolver: zodResolver(manualCvSchema),
    defaultValues,
  });
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const handleSubmit = form.handleSubmit(
    (values) => {
      setInvalidMessage(null);
      onSubmit(values);
    },
    (errors: FieldErrors<ManualCvInput>) => setInvalidMessage(firstErrorMessage(errors) ?? null),
  );
  const message = invalidMessage ?? formError;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="manual-cv-title"
        onSubmit={(event) => void handleSubmit(event)}
        className="space-y-6"
      >
        <h1 id="manual-cv-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Create Your CV
        </h1>
        <KeptNote fields={keptJsonResumeFields('document', defaultValues.metadata?.json_resume)} />
        {FORM_SECTIONS.map((type) => (
          <FormSection
            key={type}
            title={SECTION_DEFINITIONS[type].title}
            description={SECTION_DEFINITIONS[type].description}
          >
            <SectionBody type={type} />
          </FormSection>
        ))}
        {message && <Alert tone="error">{message}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : 'Save & Continue'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
