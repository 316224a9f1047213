import type { CareerAnalyticsReport as Report } from '@cvforge/contracts';
import { ActionPlanCard } from './action-plan-card';
import { GapsSection } from './gaps-section';
import { ImpactCard } from './impact-card';
import { JobMatchCard } from './job-match-card';
import { ReportHeader } from './report-header';
import { RequirementsSection } from './requirements-section';
import { ScoreBars } from './score-bars';

/** The "Career Analytics Dashboard": scores on top, gaps below, then the plan and its impact. */
export function CareerAnalyticsReport({ cvId, report }: { cvId: string; report: Report }) {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 lg:py-10">
      <ReportHeader cvId={cvId} target={report.target} engine={report.engine} />
      <div className="grid gap-4 lg:grid-cols-2">
        <JobMatchCard report={report} evidence={report.evidence?.jobMatchScore} />
        <ScoreBars scores={report} evidence={report.evidence} />
      </div>
      {report.jobRequirements && <RequirementsSection requirements={report.jobRequirements} />}
      <GapsSection report={report} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ActionPlanCard report={report} />
        </div>
        <ImpactCard
          report={report}
          evidence={report.evidence?.impactOnJobMatchScoreAfterAchievingPlan}
        />
      </div>
    </div>
  );
}
