import type { AtsAnalytics, ReportEngine, ReportTarget } from '@cvforge/contracts';
import { Cpu, Target } from 'lucide-react';
import { cn } from '@/lib/cn';
import { scoreAdvice } from '../utils/ats-text';
import { EvidenceDisclosure } from '@/components/evidence-disclosure';
import { ScoreGauge } from './score-gauge';

function targetText(target: ReportTarget): string {
  if (target.kind === 'role_profile') {
    return `No job posting given: scored against typical ${target.role_profile ?? target.job_title} postings`;
  }
  const company = target.company_name ? ` at ${target.company_name}` : '';
  const profile = target.role_profile ? ` (matched to the ${target.role_profile} profile)` : '';
  return `Scored against the job description for ${target.job_title}${company}${profile}`;
}

function engineText(engine: ReportEngine): string {
  if (engine.name === 'llm')
    return `Scored by the AI provider${engine.model ? ` (${engine.model})` : ''}.`;
  if (engine.fallback_reason) {
    return `Scored by the built-in engine because the AI provider failed: ${engine.fallback_reason}`;
  }
  return 'Scored by the built-in engine.';
}

/** The overall ATS score: gauge, advice for its band, what it was measured against and by whom. */
export function ScoreOverview({ report, className }: { report: AtsAnalytics; className?: string }) {
  return (
    <section
      aria-labelledby="ats-overall-heading"
      className={cn(
        'flex flex-col gap-5 rounded-xl border border-border bg-card p-6 shadow-sm sm:flex-row sm:items-center',
        className,
      )}
    >
      <ScoreGauge score={report.atsScore} />
      <div className="min-w-0 flex-1 space-y-3">
        <h2 id="ats-overall-heading" className="text-lg font-semibold">
          Overall ATS Score
        </h2>
        <p className="text-sm">{scoreAdvice(report.atsScore)}</p>
        {report.target && (
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Target className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {targetText(report.target)}
          </p>
        )}
        {report.engine && (
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Cpu className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {engineText(report.engine)}
          </p>
        )}
        <EvidenceDisclosure items={report.evidence?.atsScore} />
      </div>
    </section>
  );
}
