import { ArrowLeft, Loader2, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ImproveHeaderProps {
  appliedCount: number;
  isSaving: boolean;
  onBack: () => void;
  onSave: () => void;
}

export const saveLabel = (count: number) =>
  `Save ${count} ${count === 1 ? 'Improvement' : 'Improvements'}`;

/** Back, the title and "Save N Improvement(s)" (docs/product.md §C2 "Improvements page"). */
export function ImproveHeader({ appliedCount, isSaving, onBack, onSave }: ImproveHeaderProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">AI Improvements</h1>
      </div>
      <Button onClick={onSave} disabled={isSaving} aria-busy={isSaving}>
        {isSaving ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Save className="size-4" aria-hidden="true" />
        )}
        {saveLabel(appliedCount)}
      </Button>
    </header>
  );
}
