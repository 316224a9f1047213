import type { ImprovementSuggestion } from '@cvforge/contracts';
import { useId } from 'react';
import type { AnswerMap, AppliedMap } from '../hooks/use-improvement-toggles';
import type { ImprovementAnswer } from '../utils/improvement-answers';
import type { ImprovementGroup } from '../utils/improvement-groups';
import { ImprovementCard } from './improvement-card';

interface ImprovementGroupsProps {
  groups: ImprovementGroup[];
  applied: AppliedMap;
  answers: AnswerMap;
  problems: ReadonlyMap<string, string>;
  onToggle: (improvement: ImprovementSuggestion, on: boolean) => void;
  onAnswer: (improvement: ImprovementSuggestion, answer: ImprovementAnswer) => void;
}

function Group({
  group,
  applied,
  answers,
  problems,
  onToggle,
  onAnswer,
}: { group: ImprovementGroup } & Omit<ImprovementGroupsProps, 'groups'>) {
  const headingId = useId();
  const count = group.improvements.length;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2
        id={headingId}
        className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase"
      >
        {group.label}{' '}
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums text-muted-foreground">
          {count} <span className="sr-only">{count === 1 ? 'improvement' : 'improvements'}</span>
        </span>
      </h2>
      <ul className="space-y-3">
        {group.improvements.map((improvement) => (
          <li key={improvement.id}>
            <ImprovementCard
              improvement={improvement}
              isApplied={applied.has(improvement.id)}
              company={applied.get(improvement.id) ?? null}
              answer={answers.get(improvement.id) ?? {}}
              problem={problems.get(improvement.id) ?? null}
              onToggle={onToggle}
              onAnswer={onAnswer}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The AI recommendations, one titled group per type with its count. */
export function ImprovementGroups({ groups, ...props }: ImprovementGroupsProps) {
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <Group key={group.key} group={group} {...props} />
      ))}
    </div>
  );
}
