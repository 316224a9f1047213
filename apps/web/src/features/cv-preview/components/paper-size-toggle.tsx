import { PAPER_SIZES, type PaperSize } from '@cvforge/contracts';
import { cn } from '@/lib/cn';

interface PaperSizeToggleProps {
  value: PaperSize;
  onChange: (paper: PaperSize) => void;
}

/** A4 or Letter: the sheet of the preview and the paper of the downloads. */
export function PaperSizeToggle({ value, onChange }: PaperSizeToggleProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Paper size</legend>
      <div className="inline-flex rounded-lg border border-border bg-card p-0.5">
        {PAPER_SIZES.map((paper) => (
          <label
            key={paper}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium',
              'has-[:checked]:bg-primary has-[:checked]:text-primary-foreground',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name="paper-size"
              value={paper}
              checked={value === paper}
              onChange={() => onChange(paper)}
              className="sr-only"
            />
            {paper}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
