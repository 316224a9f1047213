import type { AtsAnalytics } from '@cvforge/contracts';
import { CompatibilityCard } from './compatibility-card';
import { CompetitiveCard } from './competitive-card';
import { ExperienceCard } from './experience-card';
import { FormattingCard } from './formatting-card';
import { IndustryCard } from './industry-card';
import { KeywordCard } from './keyword-card';
import { OverallRecommendationsCard } from './overall-recommendations-card';
import { PotentialCard } from './potential-card';
import { ScoreOverview } from './score-overview';
import { SkillsCard } from './skills-card';
import { StructureCard } from './structure-card';

/** Every section of the ATS analytics record, two columns on wide screens. */
export function AtsReportView({ report }: { report: AtsAnalytics }) {
  const evidence = report.evidence ?? {};
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ScoreOverview report={report} className={report.potential ? undefined : 'lg:col-span-2'} />
      {report.potential && <PotentialCard potential={report.potential} />}
      <SkillsCard
        title="Technical Skills"
        analysis={report.technicalSkills}
        evidence={evidence.technicalSkills}
      />
      {report.softSkills && (
        <SkillsCard
          title="Soft Skills"
          analysis={report.softSkills}
          evidence={evidence.softSkills}
        />
      )}
      <KeywordCard keywords={report.keywordOptimization} evidence={evidence.keywordOptimization} />
      <CompatibilityCard
        compatibility={report.atsCompatibility}
        evidence={evidence.atsCompatibility}
      />
      <FormattingCard formatting={report.formatting} evidence={evidence.formatting} />
      <StructureCard structure={report.structure} evidence={evidence.structure} />
      <ExperienceCard
        experience={report.experienceAnalysis}
        evidence={evidence.experienceAnalysis}
      />
      <IndustryCard standards={report.industryStandards} evidence={evidence.industryStandards} />
      <CompetitiveCard
        advantage={report.competitiveAdvantage}
        evidence={evidence.competitiveAdvantage}
      />
      <OverallRecommendationsCard items={report.overallRecommendations} />
    </div>
  );
}
