import {
  CV_LENGTH_CHOICES,
  MATCHING_LEVEL_MAX,
  MATCHING_LEVEL_MIN,
  matchingLevelLabel,
  WHY_COMPANY_MAX_CHARS,
} from '@cvforge/contracts';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { inputClassName } from '@/components/ui/text-field';
import type { DetailsFormValues } from '../utils/details-form';

const FLAGS = [
  ['customization.includeSoftSkills', 'Include soft skills'],
  ['customization.includeAchievements', 'Include achievements'],
  ['customization.includeCoverLetter', 'Include a cover letter'],
] as const;

/** The optional customization: length, how closely to match the job, what to include. */
export function CustomizationPanel() {
  const { register, formState } = useFormContext<DetailsFormValues>();
  const level = useWatch<DetailsFormValues, 'customization.matchingLevel'>({
    name: 'customization.matchingLevel',
  });
  const coverLetter = useWatch<DetailsFormValues, 'customization.includeCoverLetter'>({
    name: 'customization.includeCoverLetter',
  });
  const id = useId();
  const errors = formState.errors.customization;

  return (
    <details className="group rounded-xl border border-border bg-card">
      <summary className="flex cursor-pointer items-center justify-between gap-2 p-4 font-medium">
        Customize (optional)
        <ChevronDown
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="grid gap-5 border-t border-border p-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-length`} className="block text-sm font-medium">
            CV length
          </label>
          <select
            id={`${id}-length`}
            className={inputClassName}
            {...register('customization.cvLength', { valueAsNumber: true })}
          >
            {CV_LENGTH_CHOICES.map((pages) => (
              <option key={pages} value={pages}>
                {pages === 1 ? '1 page' : `${pages} pages`}
              </option>
            ))}
          </select>
          {errors?.cvLength && <p className="text-xs text-danger">{errors.cvLength.message}</p>}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-level`} className="flex justify-between text-sm font-medium">
            Matching level
            <span className="text-accent" data-testid="matching-band">
              {`${level} · ${matchingLevelLabel(Number(level))}`}
            </span>
          </label>
          <input
            id={`${id}-level`}
            type="range"
            min={MATCHING_LEVEL_MIN}
            max={MATCHING_LEVEL_MAX}
            step={1}
            aria-valuetext={`${level}, ${matchingLevelLabel(Number(level))}`}
            className="w-full accent-[var(--color-accent)]"
            {...register('customization.matchingLevel', { valueAsNumber: true })}
          />
          <p className="flex justify-between text-xs text-muted-foreground">
            <span>Conservative</span>
            <span>Aggressive</span>
          </p>
          {errors?.matchingLevel && (
            <p className="text-xs text-danger">{errors.matchingLevel.message}</p>
          )}
        </div>
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">Include</legend>
          {FLAGS.map(([name, label]) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--color-accent)]"
                {...register(name)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {coverLetter && (
          <div className="space-y-1.5 sm:col-span-2">
            <label htmlFor={`${id}-why`} className="block text-sm font-medium">
              Why this company? (optional)
            </label>
            <textarea
              id={`${id}-why`}
              rows={3}
              maxLength={WHY_COMPANY_MAX_CHARS}
              aria-describedby={`${id}-why-hint`}
              className={inputClassName}
              {...register('customization.whyCompany')}
            />
            <p id={`${id}-why-hint`} className="text-xs text-muted-foreground">
              In your own words. The letter gives this reason in its own paragraph; left empty, it
              gives none.
            </p>
            {errors?.whyCompany && (
              <p className="text-xs text-danger">{errors.whyCompany.message}</p>
            )}
          </div>
        )}
      </div>
    </details>
  );
}
