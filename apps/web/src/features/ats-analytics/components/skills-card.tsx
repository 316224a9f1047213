import type { EvidenceItem, SkillsAnalysis } from '@cvforge/contracts';
import { ChipList } from './chip-list';
import { RecommendationList } from './recommendation-list';
import { ReportCard } from './report-card';

interface SkillsCardProps {
  title: string;
  analysis: SkillsAnalysis;
  evidence?: EvidenceItem[];
}

/** Technical or soft skills: detected and missing chips, and what to do about them. */
export function SkillsCard({ title, analysis, evidence }: SkillsCardProps) {
  return (
    <ReportCard title={title} score={analysis.score} evidence={evidence}>
      <ChipList label="Detected" items={analysis.detected} tone="found" />
      <ChipList
        label="Missing"
        items={analysis.missing}
        tone="missing"
        emptyText="Nothing missing"
      />
      <RecommendationList items={analysis.recommendations} />
    </ReportCard>
  );
}
