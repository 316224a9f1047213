import {
  COMPACT_CARD_STRENGTHS,
  COMPACT_CARD_WEAKNESSES,
  type CompetitiveAdvantage,
  type EvidenceItem,
} from '@cvforge/contracts';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { ReportCard } from './report-card';

interface CompetitiveCardProps {
  advantage: CompetitiveAdvantage;
  evidence?: EvidenceItem[];
}

function PointList({
  label,
  items,
  sign,
}: {
  label: string;
  items: string[];
  sign: 'plus' | 'minus';
}) {
  const Icon = sign === 'plus' ? Plus : Minus;
  const tone = sign === 'plus' ? 'text-emerald-600' : 'text-red-600';
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <ul aria-label={label} className="space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm">
            <Icon className={`mt-0.5 size-4 shrink-0 ${tone}`} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Score and market position; compact: top 3 strengths and 2 weaknesses, "Show all" for the rest. */
export function CompetitiveCard({ advantage, evidence }: CompetitiveCardProps) {
  const [showAll, setShowAll] = useState(false);
  const { strengths, weaknesses } = advantage;
  const hasMore =
    strengths.length > COMPACT_CARD_STRENGTHS || weaknesses.length > COMPACT_CARD_WEAKNESSES;
  return (
    <ReportCard title="Competitive Advantage" score={advantage.score} evidence={evidence}>
      <p className="text-sm">
        <span className="text-muted-foreground">Market position: </span>
        <span className="font-medium">{advantage.marketPosition}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <PointList
          label="Strengths"
          sign="plus"
          items={showAll ? strengths : strengths.slice(0, COMPACT_CARD_STRENGTHS)}
        />
        <PointList
          label="Weaknesses"
          sign="minus"
          items={showAll ? weaknesses : weaknesses.slice(0, COMPACT_CARD_WEAKNESSES)}
        />
      </div>
      {hasMore && (
        <button
          type="button"
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
          className="self-start text-sm font-medium text-accent hover:underline"
        >
          {showAll ? 'Show less' : 'Show all'}
        </button>
      )}
    </ReportCard>
  );
}
