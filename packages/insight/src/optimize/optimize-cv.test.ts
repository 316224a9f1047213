import { describe, expect, it } from 'vitest';
import { quickAtsScore } from '../engine';
import { defaultKnowledge } from '../knowledge';
import { QUALITY_PAIRS } from '../quality/pairs';
import { fabrications, sourceFacts } from '../tailor/fabrication';
import { mainSection } from '../tailor/sections';
import { contentOf, pairById, partnerOf, TAILOR_NOW } from '../tailor/testing';
import { optimizeCv } from './optimize-cv';

const knowledge = defaultKnowledge();

describe('optimizeCv', () => {
  it('at level 1 leaves the CV as it is', () => {
    for (const pair of QUALITY_PAIRS.slice(0, 12)) {
      const content = contentOf(pair);
      expect(optimizeCv(content, 1, { now: TAILOR_NOW })).toEqual(content);
    }
  });

  it('applies more at higher levels: the ATS score against its own role never falls as the level rises, and rises on most CVs', () => {
    let raised = 0;
    for (const pair of QUALITY_PAIRS) {
      const content = contentOf(pair);
      const scores = [1, 4, 7, 10].map((level) =>
        quickAtsScore(optimizeCv(content, level, { now: TAILOR_NOW }), null, TAILOR_NOW),
      );
      expect(scores, pair.id).toEqual([...scores].sort((a, b) => a - b));
      if ((scores[3] ?? 0) > (scores[0] ?? 0)) raised += 1;
    }
    expect(raised / QUALITY_PAIRS.length).toBeGreaterThanOrEqual(0.75);
  });

  it('invents nothing at level 10, with the other CV as a source of skills', () => {
    const invented = QUALITY_PAIRS.flatMap((pair) => {
      const content = contentOf(pair);
      const other = contentOf(partnerOf(pair));
      const result = optimizeCv(content, 10, {
        now: TAILOR_NOW,
        otherCvs: [{ title: 'Other CV', content: other }],
      });
      const facts = sourceFacts(knowledge, [content, other], TAILOR_NOW);
      return fabrications(knowledge, result, facts).map(
        (item) => `${pair.id}: ${item.kind} ${item.value}`,
      );
    });
    expect(invented).toEqual([]);
  });

  it('adds a skill the role expects only when another CV of the user shows it', () => {
    const pair = pairById('software-devops-partial');
    const content = contentOf(pair);
    const other = structuredClone(content);
    mainSection(other, 'skills')?.content.technical.push('Terraform');
    const listed = (result: typeof content) =>
      mainSection(result, 'skills')?.content.technical ?? [];
    expect(listed(optimizeCv(content, 10, { now: TAILOR_NOW }))).not.toContain('Terraform');
    expect(
      listed(
        optimizeCv(content, 10, {
          now: TAILOR_NOW,
          otherCvs: [{ title: 'Cloud CV', content: other }],
        }),
      ),
    ).toContain('Terraform');
  });
});
