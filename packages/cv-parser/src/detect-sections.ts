import { withContactLinesApart } from './contact-lines';
import { findEmail, findPhone, isContactText, looksLikeContactLocation } from './contact-patterns';
import { findDateRange } from './dates';
import { headingTypeOf, isUntypedHeading, looseHeadingTypeOf } from './section-vocabulary';
import type { SectionType } from '@cvforge/contracts';
import type { LogicalLine, Section } from './types';
import { wordCount } from './clean-text';

const MAX_HEADING_WORDS = 5;
/** Headings in one design share a look; a smaller, indented match is an entry's sub-heading. */
const SUBHEADING_SHARE = 0.95;
const INDENT = 10;
/** A group name is set this much smaller than the headings, at most, with another within reach. */
const GROUP_NAME_SHARE = 0.85;
const GROUP_NAME_REACH = 12;

/** The most common font size by characters: the body text that headings stand out from. */
export function bodySize(lines: LogicalLine[]): number {
  const charsBySize = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    charsBySize.set(size, (charsBySize.get(size) ?? 0) + line.text.length);
  }
  return [...charsBySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** Chunks a word space apart: one run of text cut at a column edge ("BERUFLICHER" | "WERDEGANG"). */
const isOneRun = (line: LogicalLine) =>
  line.chunks.every((chunk, index) => {
    const before = line.chunks[index - 1];
    return !before || chunk.x - before.right < chunk.size;
  });

/** Whether a line's wording and shape fit a section name (whatever its typography). */
function isNameShaped(line: LogicalLine): boolean {
  if (
    line.isBullet ||
    (line.chunks.filter((chunk) => hasLetters(chunk.text)).length > 1 && !isOneRun(line))
  )
    return false;
  const words = line.text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0 || words.length > MAX_HEADING_WORDS || /[.,;]$/.test(line.text))
    return false;
  return headingTypeOf(line.text) !== undefined || isUntypedHeading(line.text);
}

/** Set in capitals (three letters at least). */
const capsOf = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 2 && letters === letters.toUpperCase();
};

function standsOut(line: LogicalLine, body: number): boolean {
  return line.bold || capsOf(line.text) || line.size >= body * 1.12;
}

export function isHeading(line: LogicalLine, body: number): boolean {
  return isNameShaped(line) && standsOut(line, body);
}

const isLineOfSameHeading = (line: LogicalLine, next: LogicalLine) =>
  line.column === next.column &&
  line.page === next.page &&
  Math.abs(line.size - next.size) < 0.5 &&
  line.y - next.y < 1.6 * line.size;

const isWrappedHeading = (line: LogicalLine, next: LogicalLine) =>
  isLineOfSameHeading(line, next) && headingTypeOf(line.text) === undefined;

/**
 * "COMPÉTENCES" over "LINGUISTIQUES" in the same type: a heading whose second line, no heading
 * of its own, turns it into another section (language skills, not skills).
 */
const isRetypingWrap = (line: LogicalLine, next: LogicalLine) => {
  const type = headingTypeOf(line.text);
  const joined = headingTypeOf(`${line.text} ${next.text}`);
  return (
    type !== undefined &&
    joined !== undefined &&
    joined !== type &&
    headingTypeOf(next.text) === undefined &&
    line.bold === next.bold &&
    isLineOfSameHeading(line, next)
  );
};

interface Candidate {
  index: number;
  line: LogicalLine;
  wrapped: boolean;
  /** Found by its look or place alone (the design's heading style), its wording unknown. */
  byStyle?: boolean;
  /** A name the vocabulary does not know over a list of tags: a group of skills. */
  skillGroup?: boolean;
}

/** Lines that may be headings: the vocabulary, the shape and typography or a heading column. */
/** Blank space above and below a heading printed in body type, in font sizes. */
const ISOLATION = 1.8;
const MIN_PLAIN_HEADINGS = 2;

/** A line with blank space above and below it within its column (a plain heading's only mark). */
function isIsolated(lines: LogicalLine[], index: number): boolean {
  const line = lines[index] as LogicalLine;
  const sameColumn = (other: LogicalLine | undefined) =>
    other !== undefined && other.page === line.page && other.column === line.column;
  const before = lines.slice(0, index).findLast(sameColumn);
  const after = lines.slice(index + 1).find(sameColumn);
  const gapAbove = before ? before.y - line.y : Infinity;
  const gapBelow = after ? line.y - after.y : Infinity;
  return gapAbove >= ISOLATION * line.size && gapBelow >= ISOLATION * line.size;
}

const MAX_OUTDENTED_HEADING_WORDS = 4;
const OUTDENT = 0.8;

/**
 * A short line of words set left of the text under it, at the column's left edge: the section
 * names of designs that mark headings by position alone ("Savoir-faire" over indented entries).
 */
function isOutdented(lines: LogicalLine[], index: number, leftEdge: Map<string, number>): boolean {
  const line = lines[index] as LogicalLine;
  const next = lines[index + 1];
  const words = line.text.split(/\s+/).filter(Boolean);
  return (
    next !== undefined &&
    !line.isBullet &&
    line.chunks.length <= 1 &&
    next.page === line.page &&
    next.column === line.column &&
    next.x > line.x + OUTDENT * line.size &&
    Math.abs(line.x - (leftEdge.get(`${line.page}|${line.column}`) ?? line.x)) <= 2 &&
    words.length <= MAX_OUTDENTED_HEADING_WORDS &&
    /^\p{L}/u.test(line.text) &&
    !/[\d@]|[.,;:]$/u.test(line.text)
  );
}

/** Outdented lines, when at least two of them name sections: every one of them is a heading. */
function outdentedHeadings(lines: LogicalLine[]): Set<LogicalLine> {
  const leftEdge = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.page}|${line.column}`;
    leftEdge.set(key, Math.min(leftEdge.get(key) ?? Infinity, line.x));
  }
  const outdented = lines.filter((_, index) => isOutdented(lines, index, leftEdge));
  const named = outdented.filter(
    (line) =>
      headingTypeOf(line.text) || looseHeadingTypeOf(line.text) || isUntypedHeading(line.text),
  );
  const styles = new Map<string, number>();
  for (const line of named)
    styles.set(headingStyleOf(line), (styles.get(headingStyleOf(line)) ?? 0) + 1);
  const [style, count] = [...styles.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  // In the named headings' own look: a role or a label in the margin looks otherwise.
  const headings = outdented.filter((line) => headingStyleOf(line) === style);
  return count >= MIN_PLAIN_HEADINGS && count * 2 >= headings.length
    ? new Set(headings)
    : new Set();
}

function candidatesOf(lines: LogicalLine[], body: number): Candidate[] {
  const byPosition = outdentedHeadings(lines);
  const inHeadingColumn = lines.filter((line) => line.headingColumn && isNameShaped(line)).length;
  // Section names in body type, set apart only by blank space: trusted when there are several.
  const plain = new Set(
    lines
      .map((line, index) => ({ line, index }))
      .filter(
        ({ line, index }) =>
          isNameShaped(line) && headingTypeOf(line.text) !== undefined && isIsolated(lines, index),
      )
      .map(({ line }) => line),
  );
  const plainHeadings = plain.size >= MIN_PLAIN_HEADINGS ? plain : new Set<LogicalLine>();
  const candidates: Candidate[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as LogicalLine;
    const next = lines[index + 1];
    const accepts = (candidate: LogicalLine) =>
      isNameShaped(candidate) &&
      (standsOut(candidate, body) ||
        plainHeadings.has(candidate) ||
        (candidate.headingColumn === true && inHeadingColumn >= 2));
    const retyped = next && isRetypingWrap(line, next);
    if (retyped && accepts(line)) {
      candidates.push({
        index,
        line: { ...line, text: `${line.text} ${next.text}` },
        wrapped: true,
      });
      index++;
      continue;
    }
    if (accepts(line)) {
      candidates.push({ index, line, wrapped: false });
      continue;
    }
    if (byPosition.has(line)) {
      candidates.push({ index, line, wrapped: false, byStyle: true });
      continue;
    }
    // A heading wrapped in a narrow sidebar ("CORE" / "COMPETENCIES") is read as one.
    if (next && isWrappedHeading(line, next)) {
      const joined = { ...line, text: `${line.text} ${next.text}` };
      if (accepts(joined)) {
        candidates.push({ index, line: joined, wrapped: true });
        index++;
      }
    }
  }
  return candidates;
}

const MIN_TAGS = 2;
const MAX_TAG_WORDS = 3;

/** Lines under a line that are tags ("DOCKER", "KUBERNETES"): short, no dates, no sentences. */
function headsTags(lines: LogicalLine[], index: number): boolean {
  const heading = lines[index] as LogicalLine;
  const tags: LogicalLine[] = [];
  for (const line of lines.slice(index + 1)) {
    if (line.size >= heading.size || line.page !== heading.page) break;
    tags.push(line);
  }
  return (
    tags.length >= MIN_TAGS &&
    tags.every(
      (line) =>
        !line.isBullet &&
        line.text.split(/\s+/).length <= MAX_TAG_WORDS &&
        !/\d{4}|[.;:!?]$|@/.test(line.text),
    )
  );
}

/** Sections of dated entries, where a name over short lines is a field over its courses. */
const ENTRY_SECTIONS = new Set<SectionType | undefined>([
  'experience',
  'education',
  'projects',
  'certifications',
  'awards',
  'achievements',
]);

function withinEntries(candidates: Candidate[], index: number): boolean {
  const before = candidates.filter((candidate) => candidate.index < index).at(-1);
  return before !== undefined && ENTRY_SECTIONS.has(headingTypeOf(before.line.text));
}

const headingStyleOf = (line: LogicalLine) =>
  `${Math.round(line.size * 2) / 2}|${line.bold}|${capsOf(line.text)}`;
const MIN_STYLED_HEADINGS = 2;
const MAX_STYLED_HEADING_WORDS = 6;

/**
 * Headings the vocabulary knows only in part ("Schulische und akademische Ausbildung") are found
 * by the design's heading style: the size, weight and case of at least two known headings, set
 * clearly bigger than the body text, on a short line naming one section type.
 */
function withStyleMates(lines: LogicalLine[], candidates: Candidate[], body: number): Candidate[] {
  const counts = new Map<string, number>();
  for (const { line } of candidates)
    counts.set(headingStyleOf(line), (counts.get(headingStyleOf(line)) ?? 0) + 1);
  const styles = new Set(
    [...counts.entries()]
      .filter(
        ([style, count]) =>
          count >= MIN_STYLED_HEADINGS && Number(style.split('|')[0]) >= body * 1.12,
      )
      .map(([style]) => style),
  );
  if (styles.size === 0) return candidates;
  const taken = new Set(
    candidates.flatMap(({ index, wrapped }) => (wrapped ? [index, index + 1] : [index])),
  );
  const first = lines[0];
  const mates = lines.flatMap((line, index): Candidate[] => {
    const words = line.text.split(/\s+/).filter(Boolean);
    const fits =
      !taken.has(index) &&
      line !== first &&
      styles.has(headingStyleOf(line)) &&
      !line.isBullet &&
      line.chunks.length === 1 &&
      words.length <= MAX_STYLED_HEADING_WORDS &&
      /\p{L}/u.test(line.text) &&
      !/\d|[.,;@]$/.test(line.text);
    if (!fits) return [];
    if (looseHeadingTypeOf(line.text) !== undefined)
      return [{ index, line, wrapped: false, byStyle: true }];
    return headsTags(lines, index) && !withinEntries(candidates, index)
      ? [{ index, line, wrapped: false, skillGroup: true }]
      : [];
  });
  return [...candidates, ...mates].sort((a, b) => a.index - b.index);
}

/** Drops matches smaller than and indented from the design's usual headings ("Courses" in an entry). */
function withoutSubheadings(lines: LogicalLine[], candidates: Candidate[]): Candidate[] {
  const styleOf = (line: LogicalLine) => `${Math.round(line.size)}|${line.bold}`;
  const counts = new Map<string, number>();
  for (const { line } of candidates)
    counts.set(styleOf(line), (counts.get(styleOf(line)) ?? 0) + 1);
  const [mainStyle, mainCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (mainCount < 2) return candidates;
  const main = candidates.filter(({ line }) => styleOf(line) === mainStyle);
  const mainSize = main[0]?.line.size ?? 0;
  const taken = new Set(candidates.map(({ index }) => index));
  // A group name in a skills list ("Languages" over "Ruby C# PHP", then "Cloud & DevOps"): set
  // much smaller than the headings, in the look of group names near it that are no headings.
  // Or a group name set left of its items ("LANGUAGES  Python, Go" among "FRONTEND  Angular,
  // Vue"): a row near it starts with a label in its look, then the items.
  const labelsRow = (line: LogicalLine, other: LogicalLine) => {
    const [label, ...items] = other.chunks;
    return (
      label !== undefined &&
      items.length > 0 &&
      other.column === line.column &&
      !other.isBullet &&
      label.bold === line.bold &&
      Math.abs(label.x - line.x) < 2 &&
      Math.abs(label.size - line.size) < 0.3 &&
      label.text.split(/\s+/).length <= MAX_HEADING_WORDS
    );
  };
  const isGroupName = ({ index, line }: Candidate) => {
    const near = (offset: number) => !taken.has(index + offset);
    const labelled =
      line.size < mainSize - 0.3 &&
      lines
        .slice(Math.max(0, index - GROUP_NAME_REACH), index + GROUP_NAME_REACH)
        .some((other) => other !== line && labelsRow(line, other));
    return (
      labelled ||
      (line.size < mainSize * GROUP_NAME_SHARE &&
        lines
          .slice(index + 1, index + GROUP_NAME_REACH)
          .some(
            (other, offset) =>
              near(1 + offset) &&
              other.column === line.column &&
              other.bold === line.bold &&
              Math.abs(other.size - line.size) < 0.3 &&
              !other.isBullet &&
              other.text.split(/\s+/).length <= MAX_HEADING_WORDS,
          ))
    );
  };
  // "Courses" inside an education entry: smaller than the headings, and set like the entry
  // titles above it (which carry dates) or smaller than them.
  const isEntryPart = ({ index, line }: Candidate) =>
    line.size < mainSize * SUBHEADING_SHARE &&
    lines
      .slice(Math.max(0, index - GROUP_NAME_REACH), index)
      .some(
        (other, offset, before) =>
          !taken.has(index - before.length + offset) &&
          other.column === line.column &&
          findDateRange(other.text) !== undefined &&
          (other.size > line.size + 0.3 ||
            (other.bold === line.bold && Math.abs(other.size - line.size) < 0.3)),
      );
  return candidates.filter(
    (candidate) =>
      styleOf(candidate.line) === mainStyle ||
      (!isGroupName(candidate) &&
        !isEntryPart(candidate) &&
        !main.some(
          (heading) =>
            heading.line.column === candidate.line.column &&
            heading.line.x < candidate.line.x - INDENT &&
            candidate.line.size < heading.line.size * SUBHEADING_SHARE,
        )),
  );
}

/** Step 5: headings (typography, position and vocabulary) split the lines into sections; the top block comes first. */
export function detectSections(lines: LogicalLine[]): Section[] {
  const body = bodySize(lines);
  const headings = new Map(
    withoutSubheadings(lines, withStyleMates(lines, candidatesOf(lines, body), body)).map(
      (candidate) => [candidate.index, candidate],
    ),
  );
  const sections: Section[] = [{ type: undefined, title: '', lines: [] }];
  for (let index = 0; index < lines.length; index++) {
    const heading = headings.get(index);
    if (heading) {
      sections.push({
        type: heading.skillGroup
          ? 'skills'
          : (headingTypeOf(heading.line.text) ??
            (heading.byStyle ? looseHeadingTypeOf(heading.line.text) : undefined)),
        title: heading.line.text.replace(/^[^\p{L}]+/u, '').trim(),
        lines: [],
      });
      if (heading.wrapped) index++;
      continue;
    }
    sections.at(-1)?.lines.push(lines[index] as LogicalLine);
  }
  const firstPage = [...headings.values()].filter(({ line }) => line.page === 1);
  const headingTop = Math.max(...firstPage.map(({ line }) => line.y));
  return withContactLinesApart(
    withContactsApart(withSummaryApart(withEntriesApart(sections)), headingTop),
  );
}

/** How far above a page's last line its footer reaches, in line heights. */
const FOOTER_LINES = 3;

/**
 * Contact details printed in a page footer ("City · phone · e-mail" at the bottom of every page),
 * or beside the name above the first page's highest heading (`headingTop`) but read after a
 * column, belong to the personal details, not to the section they were read in.
 */
function withContactsApart(sections: Section[], headingTop: number): Section[] {
  const all = sections.flatMap((section) => section.lines);
  const lowest = new Map<number, number>();
  for (const line of all)
    lowest.set(line.page, Math.min(lowest.get(line.page) ?? Infinity, line.y));
  const inFooter = (line: LogicalLine) =>
    line.y - (lowest.get(line.page) ?? line.y) <= FOOTER_LINES * line.size;
  const footerPages = new Set(
    all
      .filter((line) => inFooter(line) && (findEmail(line.text) || findPhone(line.text)))
      .map((line) => line.page),
  );
  const inHeader = (line: LogicalLine) => line.page === 1 && line.y > headingTop + line.size;
  const moved: LogicalLine[] = [];
  for (const section of sections.slice(1)) {
    if (section.type === 'references' || section.type === 'personal_info') continue;
    const isFooter = (line: LogicalLine) =>
      ((footerPages.has(line.page) && inFooter(line)) || inHeader(line)) &&
      !line.isBullet &&
      wordCount(line.text) <= CONTACT_LINE_WORDS &&
      (isContactText(line.text) || looksLikeContactLocation(line.text, false));
    moved.push(...section.lines.filter(isFooter));
    section.lines = section.lines.filter((line) => !isFooter(line));
  }
  if (moved.length > 0) sections.push({ type: 'personal_info', title: '', lines: moved });
  return sections;
}

/** Entries with dates in the top block, before any heading, are a work history without its heading. */
const MIN_UNTITLED_ENTRIES = 2;

/**
 * Some designs print the jobs straight after the contact lines with no heading: from the first
 * line holding a date range (not a contact line), the top block's lines are an experience section
 * when at least two such lines follow.
 */
function withEntriesApart(sections: Section[]): Section[] {
  const top = sections[0];
  if (!top) return sections;
  const dated = top.lines.filter(
    (line) => !line.isBullet && !isContactText(line.text) && findDateRange(line.text),
  );
  const first = dated[0];
  if (dated.length < MIN_UNTITLED_ENTRIES || !first) return sections;
  const start = top.lines.indexOf(first);
  const entries = top.lines.slice(start);
  top.lines = top.lines.slice(0, start);
  sections.splice(1, 0, { type: 'experience', title: '', lines: entries });
  return sections;
}

/** A paragraph, not a name, a role or a contact line. */
const SUMMARY_WORDS = 15;
/** Fewer words than this under a summary heading make no summary. */
const MIN_SUMMARY_WORDS = 8;
const CONTACT_LINE_WORDS = 8;
/** Words in a contact detail on a line of its own ("Warszawa Mazowieckie", an e-mail). */
const CONTACT_PIECE_WORDS = 3;
/** Words in each part of "City, Region, Country". */
const PLACE_WORDS = 3;

/**
 * Contact lines printed inside a summary section go to the contact details; a long paragraph in
 * the top block (under the name and role, without a heading) is the summary.
 */
function withSummaryApart(sections: Section[]): Section[] {
  // "About" over short lines and no sentence (a sidebar's town, e-mail and handle): contact details.
  for (const section of sections) {
    const isShort = (line: LogicalLine) =>
      wordCount(line.text) <= CONTACT_PIECE_WORDS && !/[.!?]$/.test(line.text);
    if (section.type === 'summary' && section.lines.length >= 2 && section.lines.every(isShort))
      section.type = 'personal_info';
  }
  const summaries = sections.filter((section) => section.type === 'summary');
  const contacts: LogicalLine[] = [];
  for (const section of summaries) {
    const isContact = (line: LogicalLine) =>
      (isContactText(line.text) ||
        (line.text.includes(',') &&
          line.text.split(',').every((part) => wordCount(part) <= PLACE_WORDS) &&
          looksLikeContactLocation(line.text, false))) &&
      wordCount(line.text) <= CONTACT_LINE_WORDS;
    contacts.push(...section.lines.filter(isContact));
    section.lines = section.lines.filter((line) => !isContact(line));
  }
  const top = sections[0];
  // A "summary" of a few words ("Overview: Experiences 7 Writing 0") is a tab bar, not a profile.
  const written = summaries.some(
    (section) => wordCount(section.lines.map((line) => line.text).join(' ')) >= MIN_SUMMARY_WORDS,
  );
  if (!written && top) {
    // A long line, or a whole sentence ("Ik vertaal vage zakelijke vragen graag naar …").
    const first = top.lines.findIndex(
      (line) =>
        !line.isBullet &&
        !isContactText(line.text) &&
        (wordCount(line.text) >= SUMMARY_WORDS ||
          (wordCount(line.text) >= MIN_SUMMARY_WORDS && /\p{Ll}[.!]$/u.test(line.text))),
    );
    if (first >= 0) {
      const paragraph = top.lines.filter(
        (line, index) =>
          index >= first &&
          !line.isBullet &&
          line.column === top.lines[first]?.column &&
          !isContactText(line.text) &&
          (index === first || wordCount(line.text) >= SUMMARY_WORDS),
      );
      top.lines = top.lines.filter((line) => !paragraph.includes(line));
      for (const section of summaries) section.type = undefined;
      sections.splice(1, 0, { type: 'summary', title: '', lines: paragraph });
    }
  }
  if (contacts.length > 0) sections.push({ type: 'personal_info', title: '', lines: contacts });
  return sections;
}
