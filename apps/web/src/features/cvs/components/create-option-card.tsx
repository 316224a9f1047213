import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface CreateOptionCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  badge?: string;
  points?: string[];
  /** A link target, or a click handler for in-page modes. */
  to?: string;
  onSelect?: () => void;
  footer?: ReactNode;
}

const cardClass =
  'group flex h-full w-full flex-col gap-3 rounded-xl border border-border bg-card p-5 text-left shadow-sm ' +
  'transition hover:-translate-y-0.5 hover:border-accent/50 hover:shadow-md ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** A large clickable card offering one way to get a CV (dashboard, onboarding, create-cv). */
export function CreateOptionCard(props: CreateOptionCardProps) {
  const { icon: Icon, title, description, badge, points, to, onSelect } = props;
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-10 place-items-center rounded-lg bg-accent/10 text-accent">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {badge && (
          <span className="rounded-full bg-accent/10 px-2.5 py-0.5 text-xs font-semibold text-accent">
            {badge}
          </span>
        )}
      </div>
      <div>
        <p className="font-semibold group-hover:text-accent">{title}</p>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {points && (
        <ul className="mt-auto space-y-1 text-xs text-muted-foreground">
          {points.map((point) => (
            <li key={point} className="flex gap-1.5 before:text-accent before:content-['✓']">
              {point}
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return to ? (
    <Link to={to} className={cn(cardClass)}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onSelect} className={cardClass}>
      {body}
    </button>
  );
}
