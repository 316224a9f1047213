import { Check, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SkillChipsProps {
  skills: string[];
  confirmed: readonly string[];
  /** Applied: the confirmed skills are in the CV; switch it off to change them. */
  disabled: boolean;
  onChange: (confirmed: string[]) => void;
}

/** Each suggested skill is a chip the user confirms; only confirmed ones are added (decision 032). */
export function SkillChips({ skills, confirmed, disabled, onChange }: SkillChipsProps) {
  const toggle = (skill: string) =>
    onChange(
      confirmed.includes(skill)
        ? confirmed.filter((item) => item !== skill)
        : skills.filter((item) => item === skill || confirmed.includes(item)),
    );
  return (
    <div className="space-y-2">
      <p className="text-xs text-muted-foreground">
        Confirm each skill you have used: {confirmed.length} of {skills.length} confirmed.
      </p>
      <ul aria-label="Suggested skills" className="flex flex-wrap gap-1.5">
        {skills.map((skill) => {
          const on = confirmed.includes(skill);
          const Icon = on ? Check : Plus;
          return (
            <li key={skill}>
              <button
                type="button"
                aria-pressed={on}
                disabled={disabled}
                onClick={() => toggle(skill)}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70',
                  on
                    ? 'border-emerald-600 bg-emerald-600 text-white'
                    : 'border-border bg-background text-foreground hover:bg-muted',
                )}
              >
                <Icon className="size-3" aria-hidden="true" />
                {skill}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
