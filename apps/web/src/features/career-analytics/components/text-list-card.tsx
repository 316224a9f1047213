import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

interface TextListCardProps {
  title: string;
  icon: LucideIcon;
  items: readonly string[];
  /** A line under the title (the count band text). */
  summary?: string;
  /** Shown instead of the list when it is empty. */
  emptyText: string;
  /** Chips suit short items (skill names); a list suits sentences. */
  variant?: 'chips' | 'list';
  className?: string;
}

/** One of the report's lists: missing skills, improvement areas, gaps, certifications… */
export function TextListCard({
  title,
  icon: Icon,
  items,
  summary,
  emptyText,
  variant = 'list',
  className,
}: TextListCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm', className)}
    >
      <div className="flex items-center gap-2">
        <Icon className="size-4 text-accent" aria-hidden="true" />
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        {items.length > 0 && (
          <span className="ml-auto rounded-full bg-muted px-2 text-xs font-medium tabular-nums text-muted-foreground">
            {items.length}
          </span>
        )}
      </div>
      {summary && <p className="mt-1 text-sm text-muted-foreground">{summary}</p>}
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{emptyText}</p>
      ) : variant === 'chips' ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {items.map((item, index) => (
            <li
              key={`${index}-${item}`}
              className="rounded-full border border-border bg-muted px-3 py-1 text-sm"
            >
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm marker:text-muted-foreground">
          {items.map((item, index) => (
            <li key={`${index}-${item}`}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
