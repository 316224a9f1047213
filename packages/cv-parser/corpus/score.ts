/**
 * Scores the parser on the third-party corpus (documents/<design>/<name>.pdf + .resume.json):
 * every PDF is parsed with the real parser and compared, field by field, with truthOf(source).
 * Only what the design printed is scored: a truth value counts when its normalised text occurs
 * in the document's text (<name>.txt, pdftotext's output cached at generation, else pdf.js).
 *
 *   npm run parse:score [-- --json out.json] [--design jsonresume-ace] [--verbose] [--no-space]
 *
 * The design-space variants (space/, corpus/space.ts) are scored beside them, reported by family.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CvContent } from '@cvforge/contracts';
import { parseCvPdf, readPdfText } from '../src/index';
import { doubtLines, documentsOf } from './doubt-table';
import { familiesOf, isSpaceVariant, SPACE_ROOT } from './space';
import { PARTS } from './split';
import { truthOf, type Truth, type YearMonth } from './truth';

export const CORPUS_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'documents');

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

// ---------------------------------------------------------------- text normalisation

/** Case, whitespace, dashes and trailing punctuation do not count. */
export const norm = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[‐-―−]/g, '-')
    .replace(/[‘’‚‛`´]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:·|•]+$/, '')
    .replace(/^[\s·|•]+/, '')
    .trim();
/** Letters and digits only: for occurrence tests and long texts. */
export const compact = (text: string) => norm(text).replace(/[^\p{L}\p{N}]+/gu, '');
const words = (text: string) =>
  norm(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const same = (a: string | undefined, b: string | undefined) => norm(a ?? '') === norm(b ?? '');

/** Token F1 between two texts (0–1). */
export function similarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.length === 0 || right.length === 0) return 0;
  const pool = new Map<string, number>();
  for (const word of right) pool.set(word, (pool.get(word) ?? 0) + 1);
  let common = 0;
  for (const word of left) {
    const count = pool.get(word) ?? 0;
    if (count > 0) {
      common++;
      pool.set(word, count - 1);
    }
  }
  return (2 * common) / (left.length + right.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const urlKey = (url: string) =>
  norm(url)
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

/** The document's text, ready for "was this printed?" questions. */
export class PrintedText {
  private readonly flat: string;
  private readonly dense: string;
  private readonly lines: string;
  /** The same text without its e-mail addresses (a handle inside one is not a printed handle). */
  readonly outsideEmails: PrintedText | undefined;
  constructor(text: string, withEmails = true) {
    this.flat = ` ${norm(text)} `;
    this.dense = compact(text);
    this.lines = text.split('\n').map(norm).join('\n');
    this.outsideEmails = withEmails
      ? new PrintedText(text.replace(/\S+@\S+/g, ' '), false)
      : undefined;
  }
  /** Long values: letters and digits in sequence; short ones: as a whole word. */
  has(value: string): boolean {
    const key = compact(value);
    if (!key) return false;
    if (key.length > 6) return this.dense.includes(key);
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(norm(value))}(?=$|[^\\p{L}\\p{N}])`, 'u').test(
      this.flat,
    );
  }
  hasUrl(url: string): boolean {
    return this.has(urlKey(url));
  }
  /**
   * A handle printed as written, a whole token: "corinna_feuerbach" is not printed where only
   * the name "Corinna Feuerbach" is (the same letters, which `has` would accept).
   */
  hasHandle(handle: string): boolean {
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(norm(handle))}(?=$|[^\\p{L}\\p{N}])`, 'u').test(
      this.flat,
    );
  }
  /**
   * Whether the city is printed as a place (beside another part of the address, or alone on a
   * line), not only inside a sentence such as "presented results to the London team".
   */
  hasLocation({ city, parts }: Truth['location']): boolean {
    const others = parts.map(norm).filter((part) => part && part !== norm(city));
    const place = escape(norm(city));
    const beside = others.map(escape).join('|');
    const glue = '[\\s,·|/()-]+';
    const pattern = new RegExp(
      beside
        ? `(^|\\n)[^\\p{L}\\n]*${place}[^\\p{L}\\n]*($|\\n)|${place}${glue}(${beside})(?![\\p{L}])|(^|[^\\p{L}])(${beside})${glue}${place}`
        : `(^|\\n)[^\\p{L}\\n]*${place}[^\\p{L}\\n]*($|\\n)`,
      'u',
    );
    return pattern.test(this.lines);
  }
  hasYear(year: number): boolean {
    return new RegExp(`(^|\\D)${year}(?=\\D|$)`).test(this.flat);
  }
  /** Whether the month of this date is printed anywhere (numeric or by name, any language). */
  hasMonth({ year, month }: YearMonth): boolean {
    if (!month) return false;
    const mm = String(month).padStart(2, '0');
    const numeric = [
      `${mm}/${year}`,
      `${month}/${year}`,
      `${mm}.${year}`,
      `${month}.${year}`,
      `${year}-${mm}`,
      `${mm}-${year}`,
      `${year}/${mm}`,
      `${year}.${mm}`,
    ];
    if (numeric.some((form) => this.flat.includes(form))) return true;
    const names = MONTH_NAMES[month - 1] ?? [];
    const pattern = new RegExp(
      `(^|[^\\p{L}])(${names.map(escape).join('|')})\\p{L}*\\.?,?\\s*(de\\s+|of\\s+)?('?${String(year).slice(2)}|${year})(?=\\D|$)`,
      'u',
    );
    return pattern.test(this.flat);
  }
}

// ---------------------------------------------------------------- dates

/** Month names and their first letters in the corpus languages, lower case, by month. */
const MONTH_NAMES: string[][] = [
  [
    'jan',
    'januar',
    'janvier',
    'janv',
    'ene',
    'enero',
    'janeiro',
    'gen',
    'gennaio',
    'januari',
    'sty',
    'stycz',
    'jän',
    'jänner',
  ],
  [
    'feb',
    'februar',
    'février',
    'févr',
    'fév',
    'febrero',
    'fevereiro',
    'fev',
    'febbraio',
    'februari',
    'lut',
    'luty',
    'lutego',
  ],
  ['mar', 'march', 'märz', 'mär', 'mars', 'marzo', 'março', 'maart', 'mrt', 'marca', 'marzec'],
  ['apr', 'april', 'avril', 'avr', 'abr', 'abril', 'aprile', 'kwi', 'kwiecień', 'kwietnia'],
  ['may', 'mai', 'mayo', 'maio', 'mag', 'maggio', 'mei', 'maj', 'maja'],
  ['jun', 'june', 'juni', 'juin', 'junio', 'junho', 'giu', 'giugno', 'cze', 'czerwiec', 'czerwca'],
  [
    'jul',
    'july',
    'juli',
    'juillet',
    'juil',
    'julio',
    'julho',
    'lug',
    'luglio',
    'lip',
    'lipiec',
    'lipca',
  ],
  ['aug', 'august', 'août', 'aoû', 'ago', 'agosto', 'augustus', 'sie', 'sierpień', 'sierpnia'],
  [
    'sep',
    'sept',
    'september',
    'septembre',
    'septiembre',
    'setembro',
    'set',
    'settembre',
    'wrz',
    'wrzesień',
    'września',
  ],
  [
    'oct',
    'october',
    'okt',
    'oktober',
    'octobre',
    'octubre',
    'out',
    'outubro',
    'ott',
    'ottobre',
    'paź',
    'październik',
    'października',
  ],
  ['nov', 'november', 'novembre', 'noviembre', 'novembro', 'lis', 'listopad', 'listopada'],
  [
    'dec',
    'december',
    'dez',
    'dezember',
    'décembre',
    'déc',
    'dic',
    'diciembre',
    'dezembro',
    'dicembre',
    'gru',
    'grudzień',
    'grudnia',
  ],
];
const MONTH_LOOKUP = new Map<string, number>();
MONTH_NAMES.forEach((names, index) =>
  names.forEach((name) => MONTH_LOOKUP.has(name) || MONTH_LOOKUP.set(name, index + 1)),
);
const PRESENT =
  /^(present|current|now|today|ongoing|heute|aktuell|jetzt|derzeit|aujourd'hui|actuel|actuellement|présent|actualidad|presente|actual|actualmente|atual|atualmente|oggi|attuale|in corso|heden|nu|huidig|obecnie|teraz|dziś|obecny)$/;

type ParsedDate = YearMonth | 'present';
/** Dates in a duration as the parser wrote it ("Mar 2020 – Present", "2019", "03/2019 - 2021"). */
export function datesIn(text: string): ParsedDate[] {
  const found: ParsedDate[] = [];
  const pattern =
    /(\d{4})[-/.](\d{1,2})(?!\d)|(\d{1,2})[/.-](\d{4})|(\p{L}+)[.,]?\s+(?:de\s+)?(\d{4})|(\d{4})|(\p{L}[\p{L}']*(?: \p{L}+)?)/gu;
  for (const match of norm(text).matchAll(pattern)) {
    if (match[1] && match[2]) found.push({ year: Number(match[1]), month: Number(match[2]) });
    else if (match[3] && match[4]) found.push({ year: Number(match[4]), month: Number(match[3]) });
    else if (match[5] && match[6]) {
      const key = match[5];
      const month = MONTH_LOOKUP.get(key) ?? MONTH_LOOKUP.get(key.slice(0, 3));
      if (PRESENT.test(key)) found.push('present');
      found.push(month ? { year: Number(match[6]), month } : { year: Number(match[6]) });
    } else if (match[7]) found.push({ year: Number(match[7]) });
    else if (match[8] && PRESENT.test(match[8].trim())) found.push('present');
  }
  return found;
}

function dateMatches(got: ParsedDate | undefined, want: ParsedDate, printed: PrintedText): boolean {
  if (!got) return false;
  if (want === 'present' || got === 'present') return want === got;
  if (got.year !== want.year) return false;
  return !printed.hasMonth(want) || got.month === want.month;
}

// ---------------------------------------------------------------- alignment

/** Order-keeping alignment of truth entries to parsed entries that maximises total similarity. */
export function align<T, P>(
  truth: T[],
  parsed: P[],
  score: (t: T, p: P) => number,
  threshold = 0.5,
): Map<number, number> {
  const rows = truth.length;
  const cols = parsed.length;
  const best: number[][] = Array.from({ length: rows + 1 }, () =>
    new Array<number>(cols + 1).fill(0),
  );
  const sim = (i: number, j: number) => {
    const value = score(truth[i] as T, parsed[j] as P);
    return value >= threshold ? value : -Infinity;
  };
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      const row = best[i] as number[];
      row[j] = Math.max(
        (best[i + 1] as number[])[j] as number,
        row[j + 1] as number,
        sim(i, j) + ((best[i + 1] as number[])[j + 1] as number),
      );
    }
  }
  const pairs = new Map<number, number>();
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    const here = (best[i] as number[])[j] as number;
    if (here === (best[i + 1] as number[])[j]) i++;
    else if (here === (best[i] as number[])[j + 1]) j++;
    else {
      pairs.set(i, j);
      i++;
      j++;
    }
  }
  return pairs;
}

const monthsOf = (date: YearMonth | 'present' | undefined) =>
  date === undefined
    ? -Infinity
    : date === 'present'
      ? Infinity
      : date.year * 12 + (date.month ?? 0);

/**
 * The resume's entries in its own order or newest first, whichever the parse follows better: a
 * design may sort by date (a timeline), and the parser is asked to keep the printed order.
 */
function alignInPrintedOrder<T, P>(
  truth: T[],
  dateOf: (entry: T) => YearMonth | 'present' | undefined,
  parsed: P[],
  score: (t: T, p: P) => number,
): { entries: T[]; pairs: Map<number, number> } {
  const newestFirst = [...truth].sort((a, b) => monthsOf(dateOf(b)) - monthsOf(dateOf(a)));
  const total = (entries: T[], pairs: Map<number, number>) =>
    [...pairs].reduce((sum, [i, j]) => sum + score(entries[i] as T, parsed[j] as P), 0);
  const aligned = (entries: T[]) => {
    const pairs = align(entries, parsed, score);
    return { entries, pairs, total: total(entries, pairs) };
  };
  const [asGiven, byDate] = [aligned(truth), aligned(newestFirst)];
  return byDate.total > asGiven.total ? byDate : asGiven;
}

// ---------------------------------------------------------------- one document

const emptyTally = (): Tally =>
  Object.fromEntries(SCORE_FIELDS.map((field) => [field, { correct: 0, total: 0 }])) as Tally;

type Section<T extends CvContent['sections'][number]['type']> = Extract<
  CvContent['sections'][number],
  { type: T }
>['content'];
function sectionOf<T extends CvContent['sections'][number]['type']>(
  content: CvContent,
  type: T,
): Section<T> | undefined {
  return content.sections.find((section) => section.type === type)?.content as
    Section<T> | undefined;
}

export function scoreDocument(
  truth: Truth,
  content: CvContent,
  printed: PrintedText,
  confidence: Record<string, number> = {},
  reasons: Record<string, string> = {},
): Pick<DocumentScore, 'tally' | 'mismatches' | 'calibration'> {
  const tally = emptyTally();
  const mismatches: string[] = [];
  const calibration: DocumentScore['calibration'] = [];
  /** `path`: the parser's confidence key of the value judged (calibration). */
  const count = (field: ScoreField, ok: boolean, detail: () => string, path?: string) => {
    tally[field].total++;
    if (ok) tally[field].correct++;
    else mismatches.push(`${field}: ${detail()}`);
    const score = path === undefined ? undefined : confidence[path];
    if (score !== undefined && path !== undefined)
      calibration.push({
        field,
        confidence: score,
        ok,
        path,
        ...(ok ? {} : { mismatch: mismatches.at(-1) }),
        ...(reasons[path] ? { reason: reasons[path] } : {}),
      });
  };
  const info = content.personal_info;

  if (printed.has(truth.name))
    count(
      'name',
      same(info.name, truth.name),
      () => `"${truth.name}" → "${info.name}"`,
      'personal_info.name',
    );
  if (truth.email && printed.has(truth.email))
    count(
      'email',
      same(info.email, truth.email),
      () => `"${truth.email}" → "${info.email}"`,
      'personal_info.email',
    );
  const digits = (text: string) => text.replace(/\D/g, '');
  if (truth.phone && printed.has(truth.phone))
    count(
      'phone',
      digits(info.phone) === digits(truth.phone),
      () => `"${truth.phone}" → "${info.phone}"`,
      'personal_info.phone',
    );
  if (truth.location.city && printed.hasLocation(truth.location)) {
    const allowed = new Set(truth.location.parts.flatMap(words));
    const got = words(info.location);
    const ok =
      compact(info.location).includes(compact(truth.location.city)) &&
      got.every((word) => allowed.has(word));
    count(
      'location',
      ok,
      () => `"${truth.location.parts.join(', ')}" → "${info.location}"`,
      'personal_info.location',
    );
  }
  if (
    truth.linkedin &&
    (printed.hasUrl(truth.linkedin.url) ||
      printed.outsideEmails?.hasHandle(truth.linkedin.username) === true)
  ) {
    const got = urlKey(info.linkedin);
    const ok =
      got === urlKey(truth.linkedin.url) ||
      (got !== '' && got.endsWith(norm(truth.linkedin.username)));
    count(
      'links',
      ok,
      () => `linkedin "${truth.linkedin?.url}" → "${info.linkedin}"`,
      'personal_info.linkedin',
    );
  }
  const sites = truth.websites.filter((site) => printed.hasUrl(site.url));
  if (sites.length > 0) {
    count(
      'links',
      sites.some((site) => urlKey(site.url) === urlKey(info.website)),
      () => `website "${sites[0]?.url}" → "${info.website}"`,
      'personal_info.website',
    );
  }
  const summary = sectionOf(content, 'summary')?.text ?? '';
  if (truth.summary && printed.has(truth.summary.slice(0, 60))) {
    count(
      'summary',
      similarity(summary, truth.summary) >= 0.9,
      () => `"${truth.summary.slice(0, 50)}…" → "${summary.slice(0, 50)}…"`,
      'sections.summary.text',
    );
  }

  // Jobs: printed truth jobs aligned with parsed entries.
  const printedJobs = truth.jobs.filter(
    (job) => printed.has(job.company) || printed.has(job.title),
  );
  const got = sectionOf(content, 'experience')?.experiences ?? [];
  const jobScore = (job: (typeof printedJobs)[number], entry: (typeof got)[number]) =>
    Math.max(
      similarity(job.company, entry.company),
      similarity(job.title, entry.title),
      similarity(`${job.company} ${job.title}`, `${entry.company} ${entry.title}`),
    );
  const { entries: jobs, pairs } = alignInPrintedOrder(
    printedJobs,
    (job) => job.start,
    got,
    jobScore,
  );
  const matched = new Set(pairs.values());
  const extras = got.filter(
    (entry, index) =>
      !matched.has(index) &&
      !truth.jobLike.some(
        (other) => similarity(other, entry.company) >= 0.5 || similarity(other, entry.title) >= 0.5,
      ),
  );
  for (const [index, job] of jobs.entries()) {
    const entry = pairs.has(index) ? got[pairs.get(index) as number] : undefined;
    const at = `sections.experience.${pairs.get(index) ?? -1}`;
    count('jobs found', entry !== undefined, () => `missing "${job.title} @ ${job.company}"`);
    if (printed.has(job.company))
      count(
        'job company',
        same(entry?.company, job.company),
        () => `"${job.company}" → "${entry?.company ?? '∅'}"`,
        `${at}.company`,
      );
    if (printed.has(job.title))
      count(
        'job title',
        same(entry?.title, job.title),
        () => `"${job.title}" → "${entry?.title ?? '∅'}"`,
        `${at}.title`,
      );
    const dates = datesIn(entry?.duration ?? '');
    if (job.start && printed.hasYear(job.start.year)) {
      count(
        'job start',
        dateMatches(dates[0], job.start, printed),
        () => `${JSON.stringify(job.start)} → "${entry?.duration ?? '∅'}"`,
        `${at}.duration`,
      );
      if (job.end && (job.end === 'present' || printed.hasYear(job.end.year))) {
        const end = dates.length > 1 ? dates[dates.length - 1] : undefined;
        count(
          'job end',
          dateMatches(end, job.end, printed),
          () => `${JSON.stringify(job.end)} → "${entry?.duration ?? '∅'}"`,
        );
      }
    }
    const bullets = new Set((entry?.achievements ?? []).map(compact));
    for (const highlight of job.highlights.filter((line) => printed.has(line))) {
      count(
        'job bullets',
        bullets.has(compact(highlight)),
        () => `"${highlight.slice(0, 50)}" not among ${bullets.size} bullets`,
      );
    }
  }
  for (const entry of extras)
    count('jobs found', false, () => `extra "${entry.title} @ ${entry.company}"`);

  // Education.
  const printedSchools = truth.education.filter((entry) => printed.has(entry.institution));
  const parsedSchools = sectionOf(content, 'education')?.education ?? [];
  const { entries: schools, pairs: schoolPairs } = alignInPrintedOrder(
    printedSchools,
    (school) => school.end,
    parsedSchools,
    (want, entry) =>
      Math.max(
        similarity(want.institution, entry.institution),
        similarity(
          `${want.institution} ${want.degree} ${want.field}`,
          `${entry.institution} ${entry.degree} ${entry.field}`,
        ),
      ),
  );
  for (const [index, want] of schools.entries()) {
    const entry = schoolPairs.has(index)
      ? parsedSchools[schoolPairs.get(index) as number]
      : undefined;
    const at = `sections.education.${schoolPairs.get(index) ?? -1}`;
    count(
      'edu institution',
      same(entry?.institution, want.institution),
      () => `"${want.institution}" → "${entry?.institution ?? '∅'}"`,
      `${at}.institution`,
    );
    const degreeText = compact(entry?.degree ?? '');
    const both = compact(want.degree).length + compact(want.field).length;
    const combined =
      degreeText.includes(compact(want.degree)) &&
      want.field !== '' &&
      degreeText.includes(compact(want.field)) &&
      degreeText.length - both <= 4;
    if (want.degree && printed.has(want.degree)) {
      count(
        'edu degree',
        same(entry?.degree, want.degree) || combined,
        () => `"${want.degree}" → "${entry?.degree ?? '∅'}"`,
        `${at}.degree`,
      );
    }
    if (want.field && printed.has(want.field)) {
      count(
        'edu field',
        same(entry?.field, want.field) || (combined && !entry?.field),
        () => `"${want.field}" → "${entry?.field ?? '∅'}"`,
        `${at}.field`,
      );
    }
    if (want.end && printed.hasYear(want.end.year)) {
      const years = (entry?.year ?? '').match(/\d{4}/g) ?? [];
      count(
        'edu end',
        Number(years[years.length - 1]) === want.end.year,
        () => `${want.end?.year} → "${entry?.year ?? '∅'}"`,
      );
    }
  }

  // Skills: recall over printed keywords; precision over what the parser listed.
  const skills = sectionOf(content, 'skills');
  const gotSkills = [
    ...new Set(
      [...(skills?.technical ?? []), ...(skills?.professional ?? []), ...(skills?.tools ?? [])].map(
        norm,
      ),
    ),
  ];
  const wantSkills = new Set(truth.skills.map(norm));
  const groups = new Set(truth.skillGroups.map(norm));
  for (const skill of truth.skills.filter((value) => printed.has(value))) {
    count('skills recall', gotSkills.includes(norm(skill)), () => `missing "${skill}"`);
  }
  for (const skill of gotSkills.filter((value) => !groups.has(value))) {
    count('skills precision', wantSkills.has(skill), () => `extra "${skill}"`);
  }

  const gotLanguages = new Set(
    (sectionOf(content, 'languages')?.languages ?? []).map((entry) => norm(entry.name)),
  );
  for (const language of truth.languages.filter((value) => printed.has(value))) {
    count('languages', gotLanguages.has(norm(language)), () => `missing "${language}"`);
  }

  // Certifications and projects: printed names found; names the source does not have are errors.
  const named = (field: ScoreField, want: string[], names: string[]) => {
    const wanted = new Set(want.map(norm));
    const found = new Set(names.map(norm).filter(Boolean));
    for (const value of want.filter((item) => printed.has(item)))
      count(field, found.has(norm(value)), () => `missing "${value}"`);
    for (const value of found)
      if (!wanted.has(value)) count(field, false, () => `extra "${value}"`);
  };
  named(
    'certifications',
    truth.certifications.map((entry) => entry.name),
    (sectionOf(content, 'certifications')?.certifications ?? []).map((entry) => entry.name),
  );
  named(
    'projects',
    truth.projects,
    (sectionOf(content, 'projects')?.projects ?? []).map((entry) => entry.name),
  );
  return { tally, mismatches, calibration };
}

// ---------------------------------------------------------------- the corpus

export function corpusDocuments(
  root = CORPUS_ROOT,
): { design: string; name: string; pdf: string }[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      fs
        .readdirSync(path.join(root, entry.name))
        .filter(
          (file) =>
            file.endsWith('.pdf') &&
            fs.existsSync(path.join(root, entry.name, file.replace(/\.pdf$/, '.resume.json'))),
        )
        .map((file) => ({
          design: entry.name,
          name: file.replace(/\.pdf$/, ''),
          pdf: path.join(root, entry.name, file),
        })),
    )
    .sort((a, b) => a.pdf.localeCompare(b.pdf));
}

function rowOf(key: string, scores: DocumentScore[]): Row {
  const fields: Partial<Record<ScoreField, number>> = {};
  for (const field of SCORE_FIELDS) {
    const total = scores.reduce((sum, doc) => sum + doc.tally[field].total, 0);
    const correct = scores.reduce((sum, doc) => sum + doc.tally[field].correct, 0);
    if (total > 0) fields[field] = (100 * correct) / total;
  }
  const values = Object.values(fields);
  const score =
    values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
  return { key, documents: scores.length, score, fields };
}

export async function scoreCorpus(
  options: { root?: string; designs?: string[]; space?: boolean } = {},
): Promise<ScoreReport> {
  const started = performance.now();
  const documents: DocumentScore[] = [];
  const roots = options.root
    ? [options.root]
    : options.space === false
      ? [CORPUS_ROOT]
      : [CORPUS_ROOT, SPACE_ROOT];
  for (const doc of roots.flatMap((root) => corpusDocuments(root))) {
    if (options.designs && !options.designs.includes(doc.design)) continue;
    const source = JSON.parse(
      fs.readFileSync(doc.pdf.replace(/\.pdf$/, '.resume.json'), 'utf8'),
    ) as Record<string, unknown>;
    const truth = truthOf(source);
    const bytes = new Uint8Array(fs.readFileSync(doc.pdf));
    const cached = doc.pdf.replace(/\.pdf$/, '.txt');
    let text = fs.existsSync(cached) ? fs.readFileSync(cached, 'utf8') : '';
    const begun = performance.now();
    let content: CvContent = {
      personal_info: {
        name: '',
        title: '',
        email: '',
        phone: '',
        location: '',
        linkedin: '',
        website: '',
      },
      metadata: { target_role: '', template_id: '' },
      sections: [],
    } as unknown as CvContent;
    let pages = 0;
    let confidence: Record<string, number> = {};
    let reasons: Record<string, string> = {};
    let error: string | undefined;
    try {
      const parsed = await parseCvPdf(bytes);
      content = parsed.content;
      confidence = parsed.confidence;
      reasons = parsed.reasons;
      pages = parsed.stats.pages;
    } catch (caught) {
      error = String(caught);
    }
    const ms = performance.now() - begun;
    if (!text) text = await readPdfText(bytes).catch(() => '');
    const scored = scoreDocument(truth, content, new PrintedText(text), confidence, reasons);
    documents.push({
      design: doc.design,
      name: doc.name,
      language: truth.language,
      pages,
      ms,
      ...(error ? { error } : {}),
      ...scored,
    });
  }
  const groupBy = (keys: (doc: DocumentScore) => string[]) => {
    const groups = new Map<string, DocumentScore[]>();
    for (const doc of documents)
      for (const key of keys(doc)) groups.set(key, [...(groups.get(key) ?? []), doc]);
    return [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, docs]) => rowOf(name, docs));
  };
  return {
    overall: rowOf(
      'overall',
      documents.filter((doc) => !isSpaceVariant(doc.design)),
    ),
    designs: groupBy((doc) => (isSpaceVariant(doc.design) ? [] : [doc.design])),
    families: groupBy((doc) => familiesOf(doc.design)),
    languages: groupBy((doc) => [doc.language]),
    parts: PARTS.map((part) => rowOf(part, documentsOf(documents, part))),
    documents,
    seconds: (performance.now() - started) / 1000,
  };
}

// ---------------------------------------------------------------- printing

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
  const header = `${'row'.padEnd(26)}docs score ${SCORE_FIELDS.map((field) => SHORT[field].padStart(4)).join(' ')}`;
  const row = (r: Row) =>
    `${r.key.padEnd(26)}${String(r.documents).padStart(4)} ${r.score.toFixed(1).padStart(5)} ${SCORE_FIELDS.map((field) => pct(r.fields[field])).join(' ')}`;
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

async function main(args: string[]) {
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const designs = args.flatMap((arg, index) => (args[index - 1] === '--design' ? [arg] : []));
  const report = await scoreCorpus({
    ...(designs.length > 0 ? { designs } : {}),
    ...(args.includes('--no-space') ? { space: false } : {}),
  });
  console.log(formatReport(report));
  if (args.includes('--verbose')) {
    for (const doc of report.documents)
      if (doc.mismatches.length > 0)
        console.log(`\n${doc.design}/${doc.name}\n  ${doc.mismatches.join('\n  ')}`);
  }
  const json = option('--json');
  if (json) fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
