import { ArrowRight, Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

const WRITER = ['$150–400 for a single CV', 'Days of back-and-forth', 'One version for every job'];
const PRO = [
  'Unlimited tailoring for every application',
  'Ready in minutes',
  'ATS analytics and cover letters included',
];

export function ValueSection() {
  return (
    <LandingSection id="value" isTinted>
      <SectionHeading
        id="value"
        eyebrow="Value"
        title="Professional results without the professional price"
        description="A professional CV writer charges $150 to $400 for one document. The Pro plan is $12 a month for as many as your search needs."
      />
      <div className="mx-auto mt-14 grid max-w-4xl gap-5 md:grid-cols-2">
        <div className="rounded-2xl border border-border bg-card p-7">
          <h3 className="font-semibold tracking-tight">Professional CV writer</h3>
          <p className="mt-3 text-3xl font-semibold tracking-tight">$150–400</p>
          <p className="text-sm text-muted-foreground">per CV, one-off</p>
          <ul className="mt-6 space-y-3 text-sm">
            {WRITER.map((item) => (
              <li key={item} className="flex gap-3 text-muted-foreground">
                <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-700 p-7 text-white shadow-xl shadow-indigo-500/20">
          <h3 className="font-semibold tracking-tight">cvforge Pro</h3>
          <p className="mt-3 text-3xl font-semibold tracking-tight">$12/month</p>
          <p className="text-sm text-indigo-100">cancel anytime, no hidden fees</p>
          <ul className="mt-6 space-y-3 text-sm">
            {PRO.map((item) => (
              <li key={item} className="flex gap-3">
                <Check className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-12 flex flex-col items-center gap-3 text-center">
        <Link to={paths.auth.getHref()} className={buttonVariants({ size: 'lg' })}>
          Start for free
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <p className="text-sm text-muted-foreground">
          14-day money-back guarantee on every paid plan.
        </p>
      </div>
    </LandingSection>
  );
}
