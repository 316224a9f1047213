/**
 * The doubt table of `npm run parse:score`: for each field the editor flags, the share of wrong
 * values the parser flagged (confidence under DOUBTFUL_BELOW, "Check this") and the share of right
 * values it flagged, per part of the corpus split (packages/cv-parser/corpus/split.ts).
 */
import { DOUBTFUL_BELOW } from '@cvforge/contracts';
import type { DocumentScore, ScoreField } from './scoring/fields';
import { PARTS, partOf, type Part, type Split } from './split';

export const DOUBT_FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'links',
  'job title',
  'job company',
  'job start',
  'edu institution',
  'edu degree',
  'edu field',
] as const satisfies readonly ScoreField[];

export interface Doubt {
  wrong: number;
  wrongFlagged: number;
  right: number;
  rightFlagged: number;
}
export type DoubtRow = Record<(typeof DOUBT_FIELDS)[number] | 'all', Doubt>;

const share = (part: number, whole: number) => (whole === 0 ? undefined : part / whole);
export const wrongFlaggedShare = (doubt: Doubt) => share(doubt.wrongFlagged, doubt.wrong);
export const rightFlaggedShare = (doubt: Doubt) => share(doubt.rightFlagged, doubt.right);

/** Doubt figures of these documents, per field and over all the table's fields. */
export function doubtOf(documents: DocumentScore[]): DoubtRow {
  const judged = documents
    .flatMap((doc) => doc.calibration)
    .filter((value) => (DOUBT_FIELDS as readonly string[]).includes(value.field));
  const tally = (values: typeof judged): Doubt => {
    const flagged = (value: (typeof judged)[number]) => value.confidence < DOUBTFUL_BELOW;
    const wrong = values.filter((value) => !value.ok);
    const right = values.filter((value) => value.ok);
    return {
      wrong: wrong.length,
      wrongFlagged: wrong.filter(flagged).length,
      right: right.length,
      rightFlagged: right.filter(flagged).length,
    };
  };
  const row = Object.fromEntries(
    DOUBT_FIELDS.map((field) => [field, tally(judged.filter((value) => value.field === field))]),
  ) as DoubtRow;
  row.all = tally(judged);
  return row;
}

export const documentsOf = (documents: DocumentScore[], part: Part, split?: Split) =>
  documents.filter((doc) => partOf(doc.design, split) === part);

const cell = (part: number, whole: number) => {
  const value = share(part, whole);
  return `${value === undefined ? '-' : `${(value * 100).toFixed(0)} %`} of ${whole}`.padStart(13);
};

/** Each part's wrong values flagged and right values flagged, side by side. */
export function doubtLines(documents: DocumentScore[], split?: Split): string[] {
  const rows = PARTS.map((part) => doubtOf(documentsOf(documents, part, split)));
  const head = PARTS.map((part) => `${part}: wrong, right`.padStart(26)).join('');
  const line = (field: keyof DoubtRow) =>
    `${field.padEnd(16)}${rows
      .map(
        (row) =>
          `${cell(row[field].wrongFlagged, row[field].wrong)}${cell(row[field].rightFlagged, row[field].right)}`,
      )
      .join('')}`;
  return [`${'flagged (< 0.6)'.padEnd(16)}${head}`, ...[...DOUBT_FIELDS, 'all' as const].map(line)];
}
