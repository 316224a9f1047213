import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type AlertTone = 'error' | 'success' | 'info';

const TONES: Record<AlertTone, { className: string; icon: typeof Info }> = {
  error: { className: 'border-danger/30 bg-danger/10 text-danger', icon: AlertCircle },
  success: { className: 'border-success/30 bg-success/10 text-success', icon: CheckCircle2 },
  info: { className: 'border-border bg-muted text-foreground', icon: Info },
};

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/** An inline message; errors are announced at once (role=alert), the rest politely. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { className: toneClass, icon: Icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-3.5 py-3 text-sm', toneClass, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-0.5">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cn(title && 'opacity-90')}>{children}</div>}
      </div>
    </div>
  );
}
