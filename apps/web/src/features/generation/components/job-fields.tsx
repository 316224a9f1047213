import { WIZARD_TEXT } from '@cvforge/contracts';
import { FileText, Sparkles } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField, inputClassName } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import type { DetailsFormValues } from '../utils/details-form';
import { readJobDescriptionFile } from '../utils/read-text-file';
import { SAMPLE_JOB } from '../utils/sample-job';

const FILL = { shouldValidate: true, shouldTouch: true, shouldDirty: true } as const;

/** Company, job title and the description, with the .txt upload and "Use Sample". */
export function JobFields() {
  const { register, setValue, formState, getFieldState } = useFormContext<DetailsFormValues>();
  const [fileError, setFileError] = useState<string | null>(null);
  const id = useId();
  const errorOf = (name: 'companyName' | 'jobTitle' | 'description') =>
    getFieldState(name, formState).error?.message;
  const descriptionError = errorOf('description');

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setValue('description', await readJobDescriptionFile(file), FILL);
      setFileError(null);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : String(error));
    }
  }

  function fillSample() {
    setValue('companyName', SAMPLE_JOB.companyName, FILL);
    setValue('jobTitle', SAMPLE_JOB.jobTitle, FILL);
    setValue('description', SAMPLE_JOB.description, FILL);
  }

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company name"
          autoComplete="organization"
          error={errorOf('companyName')}
          {...register('companyName')}
        />
        <TextField
          label="Job title"
          autoComplete="organization-title"
          error={errorOf('jobTitle')}
          {...register('jobTitle')}
        />
      </div>
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium">
            Job description
          </label>
          <div className="flex gap-2">
            <label
              className={cn(
                'inline-flex h-8 cursor-pointer items-center gap-2 rounded-lg border border-border bg-card px-3 text-sm font-medium shadow-sm hover:bg-muted',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <FileText className="size-4" aria-hidden="true" />
              Upload .txt
              <input
                type="file"
                accept=".txt,text/plain"
                className="sr-only"
                onChange={(event) => void handleFile(event)}
              />
            </label>
            <Button variant="secondary" size="sm" onClick={fillSample}>
              <Sparkles className="size-4" aria-hidden="true" />
              {WIZARD_TEXT.useSample}
            </Button>
          </div>
        </div>
        <textarea
          id={`${id}-description`}
          rows={10}
          placeholder="Paste the full job description here"
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${id}-description-error` : undefined}
          className={cn(inputClassName, 'h-auto min-h-40 py-2 leading-relaxed')}
          {...register('description')}
        />
        {descriptionError && (
          <p id={`${id}-description-error`} className="text-xs font-medium text-danger">
            {descriptionError}
          </p>
        )}
        {fileError && (
          <p role="alert" className="text-xs font-medium text-danger">
            {fileError}
          </p>
        )}
      </div>
    </div>
  );
}
