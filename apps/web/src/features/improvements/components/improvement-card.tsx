import type { ImprovementSuggestion } from '@cvforge/contracts';
import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { hasPlaceholder, isAdvice } from '../utils/improvement-text';
import { ApplySwitch } from './apply-switch';
import { ImprovementContentPreview } from './improvement-content';
import { PriorityBadge } from './priority-badge';

interface ImprovementCardProps {
  improvement: ImprovementSuggestion;
  isApplied: boolean;
  /** The company whose experience received it (keyword and experience improvements). */
  company: string | null;
  onToggle: (improvement: ImprovementSuggestion, on: boolean) => void;
}

export function ImprovementCard({
  improvement,
  isApplied,
  company,
  onToggle,
}: ImprovementCardProps) {
  const titleId = useId();
  const { title, description, priority, content } = improvement;
  // Advice repeats its description as content: nothing more to preview.
  const showsContent = content !== description && content !== title && content !== '';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'space-y-3 rounded-xl border bg-card p-4 shadow-sm transition-colors',
        isApplied ? 'border-emerald-500/50 ring-1 ring-emerald-500/20' : 'border-border',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <h3 id={titleId} className="leading-snug font-semibold">
            {title}
          </h3>
          <PriorityBadge priority={priority} />
        </div>
        {isAdvice(improvement) ? (
          <span className="shrink-0 text-xs text-muted-foreground">Advice: nothing to apply</span>
        ) : (
          <ApplySwitch
            checked={isApplied}
            labelledBy={titleId}
            onCheckedChange={(on) => onToggle(improvement, on)}
          />
        )}
      </header>
      <p className="text-sm text-muted-foreground">{description}</p>
      {showsContent && <ImprovementContentPreview content={content} />}
      {hasPlaceholder(content) && (
        <p className="flex items-center gap-2 text-xs text-amber-800 dark:text-amber-200">
          <span className="rounded bg-amber-500/15 px-1.5 py-0.5 font-semibold uppercase">
            Fill in
          </span>
          Replace the [bracketed] parts with your own details.
        </p>
      )}
      {isApplied && company && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Building2 className="size-3.5" aria-hidden="true" />
          Added to {company}
        </p>
      )}
    </article>
  );
}
