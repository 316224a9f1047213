import type { ImprovementSuggestion } from '@cvforge/contracts';
import { Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ExperienceTarget } from '../utils/cv-content';

interface CompanyPickerDialogProps {
  /** The keyword or experience improvement being applied; null when closed. */
  improvement: ImprovementSuggestion | null;
  targets: ExperienceTarget[];
  onChoose: (company: string) => void;
  onCancel: () => void;
}

/** Asks which job's experience receives a keyword or experience line (docs/product.md §C4). */
export function CompanyPickerDialog({
  improvement,
  targets,
  onChoose,
  onCancel,
}: CompanyPickerDialogProps) {
  return (
    <Dialog
      open={improvement !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Choose the experience"
      description={
        targets.length > 0
          ? 'Which job should this line be added to?'
          : 'Your CV has no work experience entry to add this line to.'
      }
    >
      <div className="space-y-4">
        {targets.length > 0 && (
          <ul className="space-y-2" aria-label="Companies">
            {targets.map((target) => (
              <li key={target.company}>
                <button
                  type="button"
                  onClick={() => onChoose(target.company)}
                  className="flex w-full items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block font-medium">{target.company}</span>
                    {target.detail && (
                      <span className="block text-xs text-muted-foreground">{target.detail}</span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
