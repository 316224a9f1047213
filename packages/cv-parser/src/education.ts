import type { EducationEntry } from '@cvforge/contracts';
import { findDate } from './dates';
import { headerParts, type Atom } from './entry-parts';
import { titleScore } from './title-score';
import { splitEntries } from './split-entries';
import type { Confidence, LogicalLine } from './types';

export type DraftEducation = Omit<EducationEntry, 'id'>;

const DEGREE_ABBREVIATION =
  '(?:B\\.?Sc|M\\.?Sc|B\\.?A|M\\.?A|B\\.?Eng|M\\.?Eng|B\\.?S|M\\.?S|MBA|Ph\\.?D|BBA|LLB|LLM|MPhil|MRes|BFA|MFA|HND|BTS|DUT|MBO|HBO|WO|DEA|DESS|BUT|CAP|BEP|GCSE)\\.?';
/** Degrees in the eight languages (stems, matched at a word start). */
export const DEGREE = new RegExp(
  `(?<![\\p{L}])(?:${DEGREE_ABBREVIATION}(?![\\p{L}.])|Bachelor|Master|Doctor|Diplom|Associate|Certificate|A-?Levels?|High School|Licenciatura|Licence|Baccalaur|Bachillerato|Ausbildung|Staatsexamen|Abitur|Magister|Promotion|Fachwirt|Meister|Licencjat|Inżynier|Magist|Doktor|Technik|Matura|Laurea|Dottorato|Diploma|Maturità|Mestrado|Doutor|Bachar|Promotie|Ingenier[ií]a|Licenciad|Diplôme|Maestr[ií]a|Studia|Pós-?gradua|Graduação|Técnico|Grado|Máster|Doctorado|Ciclo|Formación|Posgrado|Postgrado|Ingénieur|Doctorat|Mastère|Propedeuse|Bachelier|Kandidaat|Postgraduate|Graduate Diploma|Degree|Studium|Studia|Formazione)`,
  'iu',
);
export const INSTITUTION =
  /(?:Universit|College|Institut|School|Academy|Akadem|Polytechnic|Politecnico|Politechnika|Polytechnique|École|Ecole|Escola|Escuela|Hochschule|Fachhochschule|Conservato|Uniwersytet|Szkoła|Istituto|Instituto|Lycée|Gymnasium|Liceo|Schule|Sciences Po|Hogeschool|Facult|Faculdade|Campus|Seminar)/iu;
const GPA =
  /\b(GPA|Grade|Note|Nota|Cijfer|Ocena|Moyenne|Voto)\s*[:\s]\s*([\d.,]+(?:\s*\/\s*[\d.,]+)?)/i;
const HONORS =
  /(first[- ]class honou?rs|first class|upper second|2:1|summa cum laude|magna cum laude|cum laude|with (?:high )?distinction|with honou?rs|distinction|merit|mit Auszeichnung|mention très bien|mention bien|e lode|con lode|met lof)/i;

/** "MSc in Physics", "Licence en droit", "Laurea in Economia", "Bachelor, Law" → degree, field. */
export function splitDegree(printed: string): [string, string] {
  // "Doutoramento in" (the field printed apart or lost): the joining word goes.
  const text = printed.replace(/\s+(?:in|en|em|di|of|w)$/u, '');
  // "Data Science & Analytics (MSc)", "Mathematics (BSc (Hons))": the field, then its degree.
  const bracketed = /^([^()]+?)\s*\(((?:[^()]|\([^()]*\))+)\)$/u.exec(text);
  if (bracketed?.[1] && bracketed[2] && DEGREE.test(bracketed[2]) && !DEGREE.test(bracketed[1]))
    return [bracketed[2].trim(), bracketed[1].trim()];
  // The first joining word or separator: "Bachelor, Logistiek en Economie" is cut at the comma.
  const joined = [/\s+(?:in|en|em|w zakresie|im Fach|na kierunku)\s+/u, /,\s+|\s+[–—-]\s+|:\s+/u]
    .map((separator) => new RegExp(`^(.+?)(?:${separator.source})(.+)$`, 'u').exec(text))
    .filter((match) => match !== null)
    .sort((a, b) => (a[1]?.length ?? 0) - (b[1]?.length ?? 0))[0];
  const named =
    /^((?:Bachelor|Master|Doctor)(?:'s)? of (?:Science|Arts|Engineering|Business Administration|Laws|Fine Arts|Philosophy|Education)|.+? Degree)\s+(\p{Lu}.+)$/u.exec(
      text,
    );
  if (!joined && named?.[1] && named[2]) return [named[1], named[2]];
  if (joined?.[1] && joined[2]) {
    const [left, right] = [joined[1].trim(), joined[2].trim()];
    // "Mathematics, Associate Degree": the field came first.
    return !DEGREE.test(left) && DEGREE.test(right) ? [right, left] : [left, right];
  }
  const abbreviated = new RegExp(`^(${DEGREE_ABBREVIATION})\\s+(.+)$`, 'u').exec(text);
  if (abbreviated?.[1] && abbreviated[2]) return [abbreviated[1], abbreviated[2].trim()];
  return [text, ''];
}

/** Names a degree or a school: "Máster en Psicología", "Technische Universität München". */
export function looksLikeEducation(text: string) {
  return INSTITUTION.test(text) || (DEGREE.test(text) && titleScore(text) <= 0);
}

/** Names a degree and is no job title: "PhD · Psychology", "DUT · Informatique". */
export const looksLikeDegree = (text: string) => DEGREE.test(text) && titleScore(text) <= 0;

const degreeScore = (text: string) =>
  (DEGREE.test(text) ? 1 : 0) - (INSTITUTION.test(text.replace(/High School/i, '')) ? 1 : 0);

/**
 * One line listing the parts with commas ("Data Science & Analytics (MSc), Cardiff University,
 * Distinction."): split when it names both a school and a degree; a grade or honours part goes.
 */
function commaParts(text: string): Atom[] | undefined {
  const parts = splitOutsideBrackets(text.replace(/\.$/, ''))
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return undefined;
  const school = parts.findIndex((part) => INSTITUTION.test(part));
  const degree = parts.findIndex((part, index) => index !== school && DEGREE.test(part));
  if (school < 0 || degree < 0) return undefined;
  return parts
    .filter((part) => !HONORS.test(part) || part.length > 40)
    .map((part) => ({ text: part, bold: false, split: false }));
}

function splitOutsideBrackets(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0 && text[index + 1] === ' ') {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, text.slice(start)];
}

/** The parts of one entry: the institution, the degree and its field, the end year. */
function readEntry(atoms: Atom[], degreeFirst: number): Omit<DraftEducation, 'gpa' | 'honors'> {
  const scored = atoms.map((atom, index) => ({
    text: atom.text,
    index,
    score: degreeScore(atom.text) + (index === 0 ? degreeFirst : index === 1 ? -degreeFirst : 0),
  }));
  let degreeText = '';
  let institution = '';
  let field = '';
  const listed = scored.length === 1 ? commaParts(scored[0]?.text ?? '') : undefined;
  if (listed) return readEntry(listed, degreeFirst);
  if (scored.length === 1) {
    const only = scored[0]?.text ?? '';
    if (degreeScore(only) > 0) degreeText = only;
    else institution = only;
  } else if (scored.length >= 2) {
    const degree = [...scored].sort((a, b) => b.score - a.score || a.index - b.index)[0];
    degreeText = degree?.text ?? '';
    const rest = scored.filter((part) => part !== degree);
    // The institution names itself, else it is the part farthest from the degree; a part
    // beside the degree is its field ("Bachelor / Bedrijfskunde / KU Leuven").
    const distance = (part: (typeof rest)[number]) => Math.abs(part.index - (degree?.index ?? 0));
    const school =
      rest.find((part) => INSTITUTION.test(part.text)) ??
      [...rest].sort(
        (a, b) =>
          degreeScore(a.text) - degreeScore(b.text) ||
          distance(b) - distance(a) ||
          a.index - b.index,
      )[0];
    institution = school?.text ?? '';
    if (rest.length >= 2) field = rest.find((part) => part !== school)?.text ?? '';
  }
  const [degree, ownField] = degreeText ? splitDegree(degreeText) : ['', ''];
  return { degree, field: ownField || field, institution, year: '' };
}

/**
 * A school's dates as printed when they are a range ending in the last year the header gives
 * ("Sep 2014 – Jun 2018", "2022 – Present"), so the start stays editable; else that last year.
 */
function studyDates(range: string | undefined, lastYear: string): string {
  if (!range || !/ – /.test(range)) return lastYear;
  const end = range.split(' – ').at(-1) ?? '';
  return !lastYear || end.endsWith(lastYear) || !/\d{4}/.test(end) ? range : lastYear;
}

/** An education entry from parts found elsewhere (a school read as a job without a heading). */
export function educationFromParts(parts: string[], duration: string): DraftEducation {
  const atoms = parts.filter(Boolean).map((text) => ({ text, bold: false, split: false }));
  const years = duration.match(/\d{4}/g) ?? [];
  return {
    ...readEntry(atoms, 0),
    year: studyDates(duration, years.at(-1) ?? ''),
    gpa: '',
    honors: '',
  };
}

/** "(First Class)", "(1,3)", "(3.8/4.0)", "(110/110 e lode)": a grade or honours in brackets. */
const GRADE_NOTE = new RegExp(
  `\\s*\\((?![^()]*\\d{4})(?=[^()]*(?:\\d|${HONORS.source.slice(1, -1)}))[^()]*\\)`,
  'giu',
);

/** Honours and a grade, and nothing else ("First Class Honours", "110/110 e lode"). */
const isOnlyHonours = (text: string) =>
  HONORS.test(text) &&
  !/\p{L}{2,}/u.test(text.replace(HONORS, '').replace(/\b(?:honou?rs|degree)\b/giu, ''));

/**
 * A header line without its grade: "Cardiff University (Distinction)" and "Bocconi | 110/110 e
 * lode" keep the school; a line that is only honours goes (the entry reads it from its texts).
 */
function withoutGradeNote(line: LogicalLine): LogicalLine[] {
  const strip = (text: string) => text.replace(GRADE_NOTE, '').trim();
  const chunks = line.chunks
    .map((chunk) => ({ ...chunk, text: strip(chunk.text) }))
    .filter((chunk) => chunk.text !== '' && !isOnlyHonours(chunk.text));
  const text =
    line.chunks.length > 1 ? chunks.map((chunk) => chunk.text).join(' ') : strip(line.text);
  if (!text || isOnlyHonours(text)) return [];
  return text === line.text ? [line] : [{ ...line, text, chunks }];
}

/** A grade printed in brackets in an entry's texts: "(1,3)", "(3.8/4.0)". */
const bracketGrade = (text: string) => /\((\d[\d.,]*(?:\s*\/\s*[\d.,]+)?)\)/u.exec(text)?.[1] ?? '';

const MAX_DEGREE_WORDS = 6;

/**
 * A header naming no degree, over an indented short line that does ("Bachelor of Arts" under
 * "King's College London" and "Information Systems"): that line is the header's degree.
 */
function withDegreeBelow(atoms: Atom[], body: LogicalLine[]): Atom[] {
  if (atoms.some((atom) => DEGREE.test(atom.text))) return atoms;
  const degree = body
    .slice(0, 2)
    .find(
      (line) =>
        !line.isBullet &&
        DEGREE.test(line.text) &&
        !INSTITUTION.test(line.text) &&
        line.text.split(/\s+/).length <= MAX_DEGREE_WORDS,
    );
  return degree ? [...atoms, { text: degree.text, bold: degree.bold, split: false }] : atoms;
}

/** Step 9a: education entries; courses and notes inside an entry stay in it. */
export function readEducation(lines: LogicalLine[]) {
  const withoutGpa = lines.flatMap((line) => {
    const gpa = GPA.exec(line.text);
    if (!gpa || line.isBullet) return [line];
    const rest = line.text
      .replace(GPA, '')
      .replace(/[\s,;|·•–—-]+$/u, '')
      .trim();
    return rest
      ? [
          {
            ...line,
            text: rest,
            chunks:
              line.chunks.length > 1 ? line.chunks : [{ ...(line.chunks[0] ?? line), text: rest }],
          },
        ]
      : [];
  });
  const raws = splitEntries(withoutGpa);
  const headers = raws.map((raw) =>
    headerParts(raw.header.flatMap(withoutGradeNote), findDate, looksLikeEducation),
  );
  const pairs = headers.filter((header) => header.atoms.length >= 2);
  const sum = pairs.reduce(
    (total, header) =>
      total + degreeScore(header.atoms[0]?.text ?? '') - degreeScore(header.atoms[1]?.text ?? ''),
    0,
  );
  const degreeFirst = pairs.length === 0 ? 0 : Math.max(-1, Math.min(1, sum / pairs.length)) * 0.9;
  const entries: DraftEducation[] = [];
  const partCounts: number[] = [];
  const gpaLines = lines.filter((line) => GPA.test(line.text));
  raws.forEach((raw, index) => {
    const header = headers[index];
    if (!header) return;
    const entry: DraftEducation = {
      ...readEntry(withDegreeBelow(header.atoms, raw.body), degreeFirst),
      year: studyDates(header.date?.normalised, header.lastYear),
      gpa: '',
      honors: '',
    };
    const texts = [...raw.header, ...raw.body].map((line) => line.text);
    const own = gpaLines.filter((line) => {
      const at = lines.indexOf(line);
      const first = raw.header[0] ?? raw.body[0];
      const next = raws[index + 1]?.header[0] ?? raws[index + 1]?.body[0];
      return (
        first !== undefined &&
        at > lines.indexOf(first) &&
        (next === undefined || at < lines.indexOf(next))
      );
    });
    for (const text of [...texts, ...own.map((line) => line.text)]) {
      entry.gpa ||= GPA.exec(text)?.[2]?.trim() ?? bracketGrade(text);
      entry.honors ||= HONORS.exec(text)?.[1] ?? '';
    }
    if (entry.degree || entry.institution) {
      entries.push(entry);
      partCounts.push(header.atoms.length);
    }
  });
  const confidence: Confidence = {};
  entries.forEach((entry, index) => {
    const path = `sections.education.${index}`;
    if (entry.degree) confidence[`${path}.degree`] = DEGREE.test(entry.degree) ? 0.9 : 0.5;
    if (entry.field) confidence[`${path}.field`] = 0.7;
    if (entry.institution)
      // A school without a school word: placed by the layout when the entry has other parts.
      confidence[`${path}.institution`] = INSTITUTION.test(entry.institution)
        ? 0.9
        : (partCounts[index] ?? 0) >= 2
          ? 0.7
          : 0.5;
    if (entry.year) confidence[`${path}.year`] = 0.9;
    if (entry.gpa) confidence[`${path}.gpa`] = 0.9;
    if (entry.honors) confidence[`${path}.honors`] = 0.8;
  });
  return { entries, confidence };
}
