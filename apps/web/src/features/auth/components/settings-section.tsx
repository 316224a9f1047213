import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SettingsSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

/** One titled card of the profile and settings pages. */
export function SettingsSection({
  title,
  description,
  children,
  tone = 'default',
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border bg-card p-5 shadow-sm sm:p-6',
        tone === 'danger' ? 'border-danger/40' : 'border-border',
      )}
    >
      <h2
        id={headingId}
        className={cn('text-base font-semibold', tone === 'danger' && 'text-danger')}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
