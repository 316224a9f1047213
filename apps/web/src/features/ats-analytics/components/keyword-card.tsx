import {
  CRITICAL_KEYWORDS_SHOWN_MAX,
  keywordDensityBand,
  type EvidenceItem,
  type KeywordOptimization,
} from '@cvforge/contracts';
import { DENSITY_LABELS } from '../utils/ats-text';
import { ChipList } from './chip-list';
import { Meter } from './meter';
import { RecommendationList } from './recommendation-list';
import { ReportCard } from './report-card';

interface KeywordCardProps {
  keywords: KeywordOptimization;
  evidence?: EvidenceItem[];
}

/** Keyword strength, density with its band, critical keywords (at most 8) and where each match is. */
export function KeywordCard({ keywords, evidence }: KeywordCardProps) {
  const band = DENSITY_LABELS[keywordDensityBand(keywords.density)];
  const matches = keywords.matches ?? [];
  return (
    <ReportCard
      title="Keyword Optimization"
      badge={`${keywords.strength} strength`}
      evidence={evidence}
    >
      <div className="space-y-1.5">
        <p className="flex justify-between text-sm">
          <span className="text-muted-foreground">Keyword density</span>
          <span className="font-medium">
            {keywords.density}% · {band}
          </span>
        </p>
        <Meter label="Keyword density" value={keywords.density} />
      </div>
      <ChipList
        label="Critical keywords"
        items={keywords.criticalKeywords.slice(0, CRITICAL_KEYWORDS_SHOWN_MAX)}
        tone="missing"
        emptyText="No critical keywords missing"
      />
      {matches.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-muted-foreground">Where keywords were found</h3>
          <ul aria-label="Keyword matches" className="divide-y divide-border text-sm">
            {matches.map((match) => (
              <li key={match.keyword} className="flex justify-between gap-3 py-1.5">
                <span className="font-medium">{match.keyword}</span>
                <span className="text-right text-muted-foreground">
                  {match.sections.join(', ')} · {match.count}×
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <RecommendationList items={keywords.recommendations} />
    </ReportCard>
  );
}
