import {
  CONTENT_SOURCE_LABELS,
  CONTENT_SOURCE_OPTIONS,
  WIZARD_TEXT,
  type ContentSourceOption,
} from '@cvforge/contracts';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { useCvPickerList } from '../api/get-cv-picker-list';
import { useWizardStore } from '../store';
import { CvPicker } from './cv-picker';
import { DefaultCvPreview } from './default-cv-preview';

const DESCRIPTIONS: Record<ContentSourceOption, string> = {
  full_cv: 'Tailor one of your CVs: its experience, education and skills are the starting point.',
  default_cv: 'Start from the experience and companies in your default CV.',
  contact_only: 'Only your contact details are kept; the rest is example content to replace.',
};

/** Step 1 "Baseline CV": where the generated CV's content comes from. */
export function BaselineStep({ error }: { error: string | null }) {
  const sourceOption = useWizardStore((state) => state.data.sourceOption);
  const selectedCvId = useWizardStore((state) => state.data.selectedCVId);
  const { setSourceOption, selectCv } = useWizardStore.getState();
  const picker = useCvPickerList();

  return (
    <div className="space-y-5">
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium">Which content should the new CV start from?</legend>
        {CONTENT_SOURCE_OPTIONS.map((option) => (
          <label
            key={option}
            className={cn(
              'grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-xl border border-border bg-card p-4',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              sourceOption === option && 'border-accent bg-accent/5',
            )}
          >
            <input
              type="radio"
              name="source-option"
              value={option}
              checked={sourceOption === option}
              onChange={() => setSourceOption(option)}
              className="mt-1 accent-[var(--color-accent)]"
            />
            <span className="font-medium">{CONTENT_SOURCE_LABELS[option]}</span>
            <span className="col-start-2 text-sm text-muted-foreground">
              {DESCRIPTIONS[option]}
            </span>
          </label>
        ))}
      </fieldset>
      {sourceOption === 'full_cv' && (
        <CvPicker
          cvs={picker.data}
          isLoading={picker.isPending}
          isError={picker.isError}
          onRetry={() => void picker.refetch()}
          selectedId={selectedCvId}
          onSelect={selectCv}
        />
      )}
      {sourceOption === 'default_cv' && !picker.isPending && (
        <DefaultCvPreview defaultCv={picker.data?.find((cv) => cv.is_default)} />
      )}
      {sourceOption === 'contact_only' && (
        <Alert tone="info">{WIZARD_TEXT.contactOnlyExplanation}</Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
