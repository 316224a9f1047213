/**
 * What `npm run parse:score` measures (packages/cv-parser/corpus/score.ts): the scored fields, a
 * document's tally and calibration, and the report's rows.
 */
export const SCORE_FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'links',
  'summary',
  'jobs found',
  'job company',
  'job title',
  'job start',
  'job end',
  'job bullets',
  'edu institution',
  'edu degree',
  'edu field',
  'edu end',
  'skills recall',
  'skills precision',
  'languages',
  'certifications',
  'projects',
] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];
export type Tally = Record<ScoreField, { correct: number; total: number }>;

export interface DocumentScore {
  design: string;
  name: string;
  language: string;
  pages: number;
  ms: number;
  error?: string;
  tally: Tally;
  mismatches: string[];
  /** Each scored field the parser filled in: its confidence and whether it was right. */
  calibration: {
    field: ScoreField;
    confidence: number;
    ok: boolean;
    /** The parser's key of the value, and its mismatch when wrong. */
    path: string;
    mismatch?: string;
    /** Why the parser doubted it (src/doubts), when it did. */
    reason?: string;
  }[];
}
export interface Row {
  key: string;
  documents: number;
  /** Mean of the per-field accuracies (0–100) over fields with something to score. */
  score: number;
  fields: Partial<Record<ScoreField, number>>;
}
export interface ScoreReport {
  overall: Row;
  /** Third-party designs and our own templates, one row each. */
  designs: Row[];
  /** Design-space variants grouped by column structure and by engine (corpus/space.ts). */
  families: Row[];
  languages: Row[];
  /** Tuning, validation and our own templates (packages/cv-parser/corpus/split.json). */
  parts: Row[];
  documents: DocumentScore[];
  seconds: number;
}

export const emptyTally = (): Tally =>
  Object.fromEntries(SCORE_FIELDS.map((field) => [field, { correct: 0, total: 0 }])) as Tally;
