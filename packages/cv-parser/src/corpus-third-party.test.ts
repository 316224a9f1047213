import { describe, expect, it } from 'vitest';
import { CORPUS_GATE, isOwnTemplate } from '../corpus/gate';
import { formatReport, scoreCorpus } from '../corpus/score';

// Parses every PDF of corpus/documents (third-party designs and our own templates printing
// generated contents) and checks the gate of corpus/gate.ts. `npm run parse:score` prints the
// same figures with every mismatch (--verbose).
describe('third-party corpus accuracy', () => {
  it(
    'meets the gate overall, on every design and on our own templates',
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
    },
  );
});
