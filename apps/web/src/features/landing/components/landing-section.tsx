import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface LandingSectionProps {
  id: string;
  children: ReactNode;
  className?: string;
  /** A tinted band to separate neighbouring sections. */
  isTinted?: boolean;
}

/** An anchor section of the landing page: labelled by its `${id}-title` heading. */
export function LandingSection({ id, children, className, isTinted }: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        'py-20 sm:py-28',
        isTinted && 'border-y border-border/60 bg-muted/40',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}
