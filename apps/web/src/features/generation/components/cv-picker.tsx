import { GENERATION_MESSAGES, WIZARD_STEP1_MESSAGES, type CvPickerItem } from '@cvforge/contracts';
import { LoaderCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import { cn } from '@/lib/cn';

interface CvPickerProps {
  cvs: readonly CvPickerItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The user's uploaded and generated CVs to start from (failed ones are not offered). */
export function CvPicker({
  cvs,
  isLoading,
  isError,
  onRetry,
  selectedId,
  onSelect,
}: CvPickerProps) {
  if (isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading CVs...
      </p>
    );
  }
  if (isError) {
    return (
      <div className="space-y-2">
        <Alert tone="error">{GENERATION_MESSAGES.picker}</Alert>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!cvs || cvs.length === 0) return <Alert tone="info">{WIZARD_STEP1_MESSAGES.noCvs}</Alert>;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Choose a CV</legend>
      <div className="grid max-h-72 gap-2 overflow-y-auto sm:grid-cols-2">
        {cvs.map((cv) => (
          <label
            key={cv.id}
            className={cn(
              'grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-lg border border-border bg-card p-3 text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              selectedId === cv.id && 'border-accent bg-accent/5',
            )}
          >
            <input
              type="radio"
              name="baseline-cv"
              value={cv.id}
              checked={selectedId === cv.id}
              onChange={() => onSelect(cv.id)}
              className="mt-1 accent-[var(--color-accent)]"
            />
            <span className="min-w-0 truncate font-medium">{cv.title}</span>
            <span className="col-start-2 text-xs text-muted-foreground">
              {`${cv.is_default ? 'Default · ' : ''}${cv.type === 'generated' ? 'Generated' : 'Uploaded'} · ${formatLongDate(new Date(cv.updatedAt))}`}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
