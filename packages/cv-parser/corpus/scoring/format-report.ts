/** The text report of `npm run parse:score` (packages/cv-parser/corpus/score.ts). */
import { doubtLines } from '../doubt-table';
import {
  SCORE_FIELDS,
  type DocumentScore,
  type Row,
  type ScoreField,
  type ScoreReport,
} from './fields';

type Judged = DocumentScore['calibration'];

/** How often values the parser was unsure of (< 0.6) are wrong, beside the rest. */
export function calibrationOf(judged: Judged) {
  const bucket = (inBucket: (confidence: number) => boolean) => {
    const values = judged.filter((value) => inBucket(value.confidence));
    const wrong = values.filter((value) => !value.ok).length;
    return { values: values.length, wrong, wrongRate: values.length ? wrong / values.length : 0 };
  };
  return { low: bucket((c) => c < 0.6), high: bucket((c) => c >= 0.6) };
}

/** The calibration table: every field the parser gives a confidence for, then all together. */
function calibrationLines(documents: DocumentScore[]): string[] {
  const judged = documents.flatMap((doc) => doc.calibration);
  const rate = ({ values, wrongRate }: ReturnType<typeof calibrationOf>['low']) =>
    `${values ? `${(wrongRate * 100).toFixed(0)} %` : '-'} of ${values}`.padStart(14);
  const row = (label: string, values: Judged) => {
    const { low, high } = calibrationOf(values);
    return `${label.padEnd(26)}${rate(low)}${rate(high)}`;
  };
  const fields = SCORE_FIELDS.filter((field) => judged.some((value) => value.field === field));
  return [
    `${'wrong when confidence'.padEnd(26)}${'< 0.6'.padStart(14)}${'≥ 0.6'.padStart(14)}`,
    ...fields.map((field) =>
      row(
        field,
        judged.filter((value) => value.field === field),
      ),
    ),
    row('all', judged),
  ];
}

const SHORT: Record<ScoreField, string> = {
  name: 'name',
  email: 'mail',
  phone: 'tel',
  location: 'loc',
  links: 'link',
  summary: 'summ',
  'jobs found': 'jobs',
  'job company': 'comp',
  'job title': 'titl',
  'job start': 'strt',
  'job end': 'end',
  'job bullets': 'bull',
  'edu institution': 'inst',
  'edu degree': 'degr',
  'edu field': 'fld',
  'edu end': 'eend',
  'skills recall': 'sk-r',
  'skills precision': 'sk-p',
  languages: 'lang',
  certifications: 'cert',
  projects: 'proj',
};

export function formatReport(report: ScoreReport): string {
  const pct = (value: number | undefined) =>
    value === undefined ? '   -' : value.toFixed(0).padStart(4);
  const lines: string[] = [];
  const totals = (field: ScoreField) =>
    report.documents.reduce(
      (sum, doc) => ({
        correct: sum.correct + doc.tally[field].correct,
        total: sum.total + doc.tally[field].total,
      }),
      { correct: 0, total: 0 },
    );
  lines.push('field               accuracy   correct/total');
  for (const field of SCORE_FIELDS) {
    const { correct, total } = totals(field);
    lines.push(`${field.padEnd(20)}${pct(report.overall.fields[field])} %   ${correct}/${total}`);
  }
  const header = `${'row'.padEnd(30)}docs score ${SCORE_FIELDS.map((field) => SHORT[field].padStart(4)).join(' ')}`;
  const row = (r: Row) =>
    `${r.key.padEnd(30)}${String(r.documents).padStart(4)} ${r.score.toFixed(1).padStart(5)} ${SCORE_FIELDS.map((field) => pct(r.fields[field])).join(' ')}`;
  lines.push(
    '',
    header,
    ...report.designs.map(row),
    '',
    ...report.families.map(row),
    '',
    ...report.languages.map(row),
    '',
    ...report.parts.map(row),
    row(report.overall),
    '',
    ...calibrationLines(report.documents),
    '',
    ...doubtLines(report.documents),
  );
  const failed = report.documents.filter((doc) => doc.error);
  if (failed.length > 0)
    lines.push(
      '',
      `${failed.length} documents failed to parse: ${failed.map((doc) => `${doc.design}/${doc.name}`).join(', ')}`,
    );
  const times = report.documents.map((doc) => doc.ms).sort((a, b) => a - b);
  lines.push(
    '',
    `${report.documents.length} documents, overall ${report.overall.score.toFixed(1)} / 100, parse median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(0)} ms, ${report.seconds.toFixed(1)} s in all`,
  );
  return lines.join('\n');
}
