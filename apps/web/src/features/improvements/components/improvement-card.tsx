import type { ImprovementSuggestion } from '@cvforge/contracts';
import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { asksToConfirm, type ImprovementAnswer } from '../utils/improvement-answers';
import { hasPlaceholder, isAdvice } from '../utils/improvement-text';
import { ApplySwitch } from './apply-switch';
import { FillInForm } from './fill-in-form';
import { ImprovementContentPreview } from './improvement-content';
import { SkillChips } from './skill-chips';
import { PriorityBadge } from './priority-badge';

interface ImprovementCardProps {
  improvement: ImprovementSuggestion;
  isApplied: boolean;
  /** The company whose experience received it (keyword and experience improvements). */
  company: string | null;
  /** The user's words (a form) or confirmed skills (chips). */
  answer: ImprovementAnswer;
  /** Why switching it on did not apply it (a field to fill, a skill to confirm). */
  problem: string | null;
  onToggle: (improvement: ImprovementSuggestion, on: boolean) => void;
  onAnswer: (improvement: ImprovementSuggestion, answer: ImprovementAnswer) => void;
}

export function ImprovementCard({
  improvement,
  isApplied,
  company,
  answer,
  problem,
  onToggle,
  onAnswer,
}: ImprovementCardProps) {
  const titleId = useId();
  const { title, description, priority, content, fill_in: fillIn } = improvement;
  const chips = asksToConfirm(improvement) ? improvement.content : null;
  // Advice repeats its description as content: nothing more to preview.
  const showsContent =
    !chips && !fillIn && content !== description && content !== title && content !== '';
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
      {chips && (
        <SkillChips
          skills={chips}
          confirmed={answer.confirmed ?? []}
          disabled={isApplied}
          onChange={(confirmed) => onAnswer(improvement, { ...answer, confirmed })}
        />
      )}
      {fillIn && (
        <FillInForm
          fillIn={fillIn}
          values={answer.filled ?? {}}
          disabled={isApplied}
          onChange={(filled) => onAnswer(improvement, { ...answer, filled })}
        />
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      {hasPlaceholder(content) && (
        <p className="flex items-center gap-2 text-xs text-amber-800 dark:text-amber-200">
          <span className="rounded bg-amber-500/15 px-1.5 py-0.5 font-semibold uppercase">
            Fill in
          </span>
          Analyse your CV again: this suggestion was written before it asked for your words.
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
