import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/format';
import { useIsHydrated } from '@/lib/use-is-hydrated';

interface LegalDocumentProps {
  title: string;
  summary: string;
  children: ReactNode;
}

/**
 * Layout of a legal page; 'Last updated' is today's date, computed at render (docs/product.md §P2)
 * in the browser: the prerendered page leaves it out.
 */
export function LegalDocument({ title, summary, children }: LegalDocumentProps) {
  const today = new Date();
  const isHydrated = useIsHydrated();

  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <title>{`${title} · cvforge`}</title>
      <header className="border-b border-border pb-8">
        <h1 className="text-4xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated:{' '}
          {isHydrated && (
            <time dateTime={today.toISOString().slice(0, 10)}>{formatLongDate(today)}</time>
          )}
        </p>
        <p className="mt-6 text-lg leading-8 text-pretty text-muted-foreground">{summary}</p>
      </header>
      <div className="space-y-10 pt-10">{children}</div>
    </article>
  );
}
