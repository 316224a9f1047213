import type { EducationEntry } from '@cvforge/contracts';
import { findDate, withoutDate } from './dates';
import type { Confidence, LogicalLine } from './types';

type DraftEducation = Omit<EducationEntry, 'id'>;

const DEGREE_ABBREVIATION =
  '(?:B\\.?Sc|M\\.?Sc|B\\.?A|M\\.?A|B\\.?Eng|M\\.?Eng|B\\.?S|M\\.?S|MBA|Ph\\.?D|BBA|LLB|LLM|MPhil|MRes|BFA|MFA|HND)\\.?';
const DEGREE = new RegExp(
  `\\b${DEGREE_ABBREVIATION}(?![\\w.])|\\b(Bachelor|Master|Doctor(ate)?|Diploma|Associate|Certificate|A-?Levels?|High School|Licenciatura|Licence|Baccalaur)`,
  'i',
);
const INSTITUTION =
  /(Universit|College|Institut|School|Academy|Polytechnic|Politecnico|École|Ecole|Hochschule|Conservatoire|Uniwersytet|Háskóli)/i;
const GPA = /\b(GPA|Grade)\s*[:\s]\s*([\d.,]+(?:\s*\/\s*[\d.]+)?)/i;
const HONORS =
  /(first[- ]class honou?rs|upper second|2:1|summa cum laude|magna cum laude|cum laude|with (?:high )?distinction|with honou?rs|distinction|merit)/i;
const SEPARATORS = /\s+[—–|·•]\s+|\s+-\s+|\s*\|\s*/;

export function splitDegree(text: string): [string, string] {
  const withIn = /^(.+?)\s+in\s+(.+)$/.exec(text) ?? /^(.+?),\s*(.+)$/.exec(text);
  if (withIn?.[1] && withIn[2]) return [withIn[1].trim(), withIn[2].trim()];
  const abbreviated = new RegExp(`^(${DEGREE_ABBREVIATION})\\s+(.+)$`).exec(text);
  if (abbreviated?.[1] && abbreviated[2]) return [abbreviated[1], abbreviated[2].trim()];
  return [text, ''];
}

const emptyEntry = (): DraftEducation => ({
  degree: '',
  field: '',
  institution: '',
  year: '',
  gpa: '',
  honors: '',
});

/** Step 9a: education entries; a second degree or institution starts the next entry. */
export function readEducation(lines: LogicalLine[]) {
  const entries: DraftEducation[] = [];
  let current = emptyEntry();
  const start = (field: 'degree' | 'institution') => {
    if (current[field]) {
      entries.push(current);
      current = emptyEntry();
    }
  };
  for (const line of lines) {
    let text = line.text;
    const gpa = GPA.exec(text);
    if (gpa?.[2]) current.gpa ||= gpa[2].trim();
    const honors = HONORS.exec(text);
    if (honors?.[1] && !current.honors) current.honors = honors[1];
    if (gpa) continue;
    const date = findDate(text);
    if (date) {
      if (current.year && !date.text.trim().startsWith(current.year)) start('degree');
      current.year ||= date.endYear;
      text = withoutDate(text, date);
    }
    for (const part of text
      .split(SEPARATORS)
      .map((piece) => piece.trim())
      .filter(Boolean)) {
      if (DEGREE.test(part) && !INSTITUTION.test(part.replace(/High School/i, ''))) {
        start('degree');
        [current.degree, current.field] = splitDegree(part);
      } else if (INSTITUTION.test(part)) {
        start('institution');
        current.institution = part.replace(/,\s*$/, '');
      } else if (!current.degree && line.bold) [current.degree, current.field] = splitDegree(part);
      else if (!current.institution && !honors) current.institution = part;
    }
  }
  entries.push(current);
  const kept = entries.filter((entry) => entry.degree || entry.institution);
  const confidence: Confidence = {};
  kept.forEach((entry, index) => {
    const path = `sections.education.${index}`;
    if (entry.degree) confidence[`${path}.degree`] = DEGREE.test(entry.degree) ? 0.9 : 0.5;
    if (entry.field) confidence[`${path}.field`] = 0.7;
    if (entry.institution)
      confidence[`${path}.institution`] = INSTITUTION.test(entry.institution) ? 0.9 : 0.5;
    if (entry.year) confidence[`${path}.year`] = 0.9;
    if (entry.gpa) confidence[`${path}.gpa`] = 0.9;
    if (entry.honors) confidence[`${path}.honors`] = 0.8;
  });
  return { entries: kept, confidence };
}
