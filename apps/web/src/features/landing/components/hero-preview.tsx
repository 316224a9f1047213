import { CheckCircle2, Target } from 'lucide-react';
import { ScoreRing } from '@/components/ui/score-ring';

const LINE_WIDTHS = ['w-11/12', 'w-4/5', 'w-5/6', 'w-2/3'] as const;

/** A decorative, stylised CV with its ATS score; the real numbers are in the copy around it. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-indigo-500/20 via-transparent to-violet-500/20 blur-2xl" />
      <div className="rotate-1 rounded-2xl border border-border bg-card p-6 shadow-2xl shadow-indigo-950/10 sm:p-8 dark:shadow-black/40">
        <div className="flex items-center gap-4">
          <div className="size-12 rounded-full bg-gradient-to-br from-indigo-400 to-violet-500" />
          <div className="space-y-2">
            <div className="h-3.5 w-36 rounded bg-foreground/80" />
            <div className="h-2.5 w-24 rounded bg-muted-foreground/40" />
          </div>
        </div>
        {['Experience', 'Skills'].map((section) => (
          <div key={section} className="mt-7">
            <div className="mb-3 h-2.5 w-20 rounded bg-indigo-500/70" />
            <div className="space-y-2">
              {LINE_WIDTHS.map((width) => (
                <div key={width} className={`h-2 rounded bg-muted-foreground/20 ${width}`} />
              ))}
            </div>
          </div>
        ))}
        <div className="mt-7 flex flex-wrap gap-2">
          {['React', 'TypeScript', 'Leadership', 'SQL'].map((skill) => (
            <span
              key={skill}
              className="rounded-full border border-border bg-muted px-2.5 py-1 text-xs text-muted-foreground"
            >
              {skill}
            </span>
          ))}
        </div>
      </div>
      <div className="absolute -right-2 -bottom-8 rounded-2xl border border-border bg-card/95 p-4 shadow-xl backdrop-blur sm:-right-6">
        <ScoreRing
          value={98}
          size="md"
          toneClassName="text-indigo-500 dark:text-indigo-400"
          suffix="%"
          caption="ATS score"
        />
      </div>
      <div className="absolute -top-5 -left-2 flex items-center gap-2 rounded-xl border border-border bg-card/95 px-3 py-2 text-xs font-medium shadow-lg backdrop-blur sm:-left-6">
        <Target className="size-4 text-accent" />
        Tailored for Senior Engineer at Acme
      </div>
      <div className="absolute bottom-16 -left-3 hidden items-center gap-2 rounded-xl border border-border bg-card/95 px-3 py-2 text-xs font-medium shadow-lg backdrop-blur sm:flex sm:-left-8">
        <CheckCircle2 className="size-4 text-success" />
        46 of 48 keywords matched
      </div>
    </div>
  );
}
