import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';

interface ComingSoonProps {
  title: string;
  description?: string;
  backTo?: { href: string; label: string };
}

/** Placeholder for a route whose screen is still being built. */
export function ComingSoon({
  title,
  description = 'We are putting the finishing touches on this screen. Check back soon.',
  backTo = { href: '/', label: 'Back to home' },
}: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <title>{`${title} · cvforge`}</title>
      <div
        aria-hidden="true"
        className="mb-6 grid size-14 place-items-center rounded-2xl border border-border bg-gradient-to-b from-indigo-500/15 to-violet-500/5 text-accent"
      >
        <Sparkles className="size-6" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
      <p className="mt-3 text-pretty text-muted-foreground">{description}</p>
      <Link
        to={backTo.href}
        className={buttonVariants({ variant: 'secondary', className: 'mt-8' })}
      >
        {backTo.label}
      </Link>
    </section>
  );
}
