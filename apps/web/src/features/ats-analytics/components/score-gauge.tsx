import { clampAtsScore } from '@cvforge/contracts';
import { ScoreRing } from '@/components/ui/score-ring';
import { scoreTextTone } from '../utils/ats-text';

/** The overall ATS score as a ring out of 100, coloured by the bands of docs/product.md §C9. */
export function ScoreGauge({ score }: { score: number }) {
  const value = Math.round(clampAtsScore(score));
  return (
    <ScoreRing
      value={value}
      size="lg"
      toneClassName={scoreTextTone(value)}
      caption="out of 100"
      role="img"
      aria-label={`ATS score ${value} out of 100`}
    />
  );
}
