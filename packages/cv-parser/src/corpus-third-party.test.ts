import { describe, expect, it } from 'vitest';
import { documentsOf, doubtOf, rightFlaggedShare, wrongFlaggedShare } from '../corpus/doubt-table';
import { CORPUS_GATE, DOUBT_GATE, isOwnTemplate, SPACE_GATE } from '../corpus/gate';
import { scoreCorpus } from '../corpus/score';
import { formatReport } from '../corpus/scoring/format-report';
import type { Part } from '../corpus/split';

// Parses every PDF of corpus/documents (third-party designs and our own templates printing
// generated contents) and of corpus/space (design-space variants) and checks the gates of
// corpus/gate.ts. `npm run parse:score` prints the
// same figures with every mismatch (--verbose).
describe('third-party corpus accuracy', () => {
  it(
    'meets the gate overall, on every design, on our own templates, and flags its doubts',
    { timeout: 600_000 },
    async () => {
      const report = await scoreCorpus();
      console.log(formatReport(report));
      expect(report.documents.length).toBeGreaterThanOrEqual(150);
      expect(report.overall.score).toBeGreaterThanOrEqual(CORPUS_GATE.overall);
      const below = report.designs.filter(
        (row) =>
          row.score < (isOwnTemplate(row.key) ? CORPUS_GATE.ownTemplates : CORPUS_GATE.everyDesign),
      );
      expect(below.map((row) => `${row.key} ${row.score.toFixed(1)}`)).toEqual([]);

      const doubts = (part: Part) => doubtOf(documentsOf(report.documents, part)).all;
      for (const part of ['tuning', 'validation', 'space-tuning', 'space-validation'] as const) {
        expect(wrongFlaggedShare(doubts(part))).toBeGreaterThanOrEqual(
          DOUBT_GATE[part].wrongFlagged,
        );
        expect(rightFlaggedShare(doubts(part))).toBeLessThanOrEqual(DOUBT_GATE[part].rightFlagged);
      }
      expect(rightFlaggedShare(doubts('own'))).toBeLessThanOrEqual(DOUBT_GATE.own.rightFlagged);

      for (const part of ['space-tuning', 'space-validation'] as const) {
        const row = report.parts.find((r) => r.key === part);
        expect(row?.documents).toBeGreaterThanOrEqual(100);
        expect(row?.score).toBeGreaterThanOrEqual(SPACE_GATE[part]);
      }
    },
  );
});
