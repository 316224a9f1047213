import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CheckoutResultProps {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  /** Announced politely while the outcome is still open (loading, pending). */
  isWaiting?: boolean;
  children: ReactNode;
  actions?: ReactNode;
}

/** One screen of /checkout/success: an icon, a heading, a sentence and its links. */
export function CheckoutResult({
  icon: Icon,
  iconClassName,
  title,
  isWaiting = false,
  children,
  actions,
}: CheckoutResultProps) {
  return (
    <section
      aria-labelledby="checkout-result-title"
      aria-busy={isWaiting || undefined}
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28"
    >
      <div className={cn('mb-6 grid size-14 place-items-center rounded-2xl', iconClassName)}>
        <Icon className={cn('size-7', isWaiting && 'animate-spin')} aria-hidden="true" />
      </div>
      <h1 id="checkout-result-title" className="text-3xl font-semibold tracking-tight">
        {title}
      </h1>
      <div
        role={isWaiting ? 'status' : undefined}
        className="mt-3 text-pretty text-muted-foreground"
      >
        {children}
      </div>
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}
