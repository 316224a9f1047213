import type { CvSortOption } from '@cvforge/contracts';
import { inputClassName } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

const LABELS: Record<CvSortOption, string> = {
  default: 'Default',
  date: 'Date',
  title: 'CV title',
};

/** Sort: as listed, most recently updated first, or alphabetical by title (docs/product.md §C2). */
export function CvSortSelect({
  value,
  onChange,
}: {
  value: CvSortOption;
  onChange: (value: CvSortOption) => void;
}) {
  return (
    <label className="flex shrink-0 items-center gap-2 text-sm text-muted-foreground">
      <span className="shrink-0">Sort by</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as CvSortOption)}
        className={cn(inputClassName, 'w-auto pr-8')}
      >
        {(Object.keys(LABELS) as CvSortOption[]).map((option) => (
          <option key={option} value={option}>
            {LABELS[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
