import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { HeroPreview } from './hero-preview';

const STATS = [
  { value: '98%', label: 'ATS compatibility' },
  { value: '3x', label: 'more interviews' },
  { value: '< 1 min', label: 'to set up' },
] as const;

/** 'Open App' (to /app) when signed in, 'Get Started' (to /auth) otherwise. */
export function HeroSection({ isAuthenticated = false }: { isAuthenticated?: boolean }) {
  const primary = isAuthenticated
    ? { label: 'Open App', href: paths.app.dashboard.getHref() }
    : { label: 'Get Started', href: paths.auth.getHref() };

  return (
    <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:48px_48px] opacity-60" />
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-indigo-500/25 via-violet-500/20 to-sky-400/20 blur-3xl dark:from-indigo-500/20 dark:via-violet-500/15 dark:to-sky-500/10" />
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-14 px-4 pt-16 pb-16 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_0.9fr] lg:pb-20">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm backdrop-blur">
            <Sparkles className="size-3.5 text-accent" aria-hidden="true" />
            AI CV builder with ATS analytics
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Land more interviews with a CV{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-300 dark:to-violet-300">
              built to beat the bots
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-pretty text-muted-foreground lg:mx-0">
            Upload your PDF or start from scratch. cvforge tailors your CV to every job, scores it
            against applicant tracking systems and writes the matching cover letter.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to={primary.href} className={buttonVariants({ size: 'lg' })}>
              {primary.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <a href="#use-cases" className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
              See Use Cases
            </a>
          </div>
          <dl className="mx-auto mt-12 grid max-w-md grid-cols-3 gap-4 lg:mx-0">
            {STATS.map(({ value, label }) => (
              <div key={label} className="flex flex-col-reverse gap-1">
                <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
                <dd className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
