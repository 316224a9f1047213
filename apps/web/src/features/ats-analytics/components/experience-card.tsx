import { experienceLevel, type EvidenceItem, type ExperienceAnalysis } from '@cvforge/contracts';
import type { ReactNode } from 'react';
import { achievementMetricsText, EXPERIENCE_LEVEL_LABELS } from '../utils/ats-text';
import { RecommendationList } from './recommendation-list';
import { ReportCard } from './report-card';

interface ExperienceCardProps {
  experience: ExperienceAnalysis;
  evidence?: EvidenceItem[];
}

/** Years with their level band, quantified achievements with their band, progression, leadership. */
export function ExperienceCard({ experience, evidence }: ExperienceCardProps) {
  const rows: [string, ReactNode, string?][] = [
    [
      'Years of experience',
      experience.yearsOfExperience,
      EXPERIENCE_LEVEL_LABELS[experienceLevel(experience.yearsOfExperience)],
    ],
    [
      'Achievements with metrics',
      experience.achievementMetrics,
      achievementMetricsText(experience.achievementMetrics),
    ],
    ['Career progression', experience.careerProgression],
    ['Leadership experience', experience.leadershipExperience ? 'Yes' : 'No'],
  ];
  return (
    <ReportCard title="Experience Analysis" evidence={evidence}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value, note]) => (
          <div key={label} className="rounded-lg bg-muted/60 p-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
            {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
          </div>
        ))}
      </dl>
      <RecommendationList items={experience.recommendations} />
    </ReportCard>
  );
}
