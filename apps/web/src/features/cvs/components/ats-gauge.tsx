import { clampAtsScore } from '@cvforge/contracts';
import { ScoreRing } from '@/components/ui/score-ring';
import { scoreTone } from '@/lib/score-tone';

/** The small ATS gauge of an uploaded, processed CV card (colours: docs/product.md §C9). */
export function AtsGauge({ score }: { score: number }) {
  const value = Math.round(clampAtsScore(score));
  return (
    <ScoreRing
      value={value}
      size="sm"
      toneClassName={scoreTone(value).text}
      role="img"
      aria-label={`ATS score ${value} out of 100`}
      title={`ATS score ${value}/100`}
    />
  );
}
