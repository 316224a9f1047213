import type { CareerAnalyticsReport } from '@cvforge/contracts';
import { Award, CalendarClock, FileText, ListChecks, Puzzle, TriangleAlert } from 'lucide-react';
import { improvementAreasText, missingSkillsText } from '../utils/report-text';
import { TextListCard } from './text-list-card';

type GapLists = Pick<
  CareerAnalyticsReport,
  | 'missingSkills'
  | 'improvementAreas'
  | 'roleReadinessGaps'
  | 'outdatedItems'
  | 'suggestedCertifications'
  | 'resumeSuggestions'
>;

/** What stands between the CV and the role, as a responsive grid of lists. */
export function GapsSection({ report }: { report: GapLists }) {
  return (
    <section aria-labelledby="gaps-heading" className="space-y-4">
      <h2 id="gaps-heading" className="text-lg font-semibold">
        Gaps and suggestions
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <TextListCard
          title="Missing skills"
          icon={Puzzle}
          variant="chips"
          items={report.missingSkills}
          summary={missingSkillsText(report.missingSkills.length)}
          emptyText="Nothing missing."
        />
        <TextListCard
          title="Improvement areas"
          icon={ListChecks}
          items={report.improvementAreas}
          summary={improvementAreasText(report.improvementAreas.length)}
          emptyText="Nothing to improve."
        />
        <TextListCard
          title="Role readiness gaps"
          icon={TriangleAlert}
          items={report.roleReadinessGaps}
          emptyText="No readiness gaps found."
        />
        <TextListCard
          title="Outdated items"
          icon={CalendarClock}
          items={report.outdatedItems}
          emptyText="Nothing looks outdated."
        />
        <TextListCard
          title="Suggested certifications"
          icon={Award}
          items={report.suggestedCertifications}
          emptyText="No certifications suggested."
        />
        <TextListCard
          title="CV suggestions"
          icon={FileText}
          items={report.resumeSuggestions}
          emptyText="No suggestions for the CV."
        />
      </div>
    </section>
  );
}
