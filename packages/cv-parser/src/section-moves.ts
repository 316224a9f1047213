/**
 * Lines moved between sections once headings have cut them (packages/cv-parser/src/detect-sections.ts):
 * contact details from a footer or the header band, jobs printed with no heading, and a summary
 * with no heading or contact lines inside one.
 */
import { wordCount } from './clean-text';
import { findEmail, findPhone, isContactText, looksLikeContactLocation } from './contact-patterns';
import { findDateRange } from './dates';
import type { LogicalLine, Section } from './types';

/** How far above a page's last line its footer reaches, in line heights. */
const FOOTER_LINES = 3;

/**
 * Contact details printed in a page footer ("City · phone · e-mail" at the bottom of every page),
 * or beside the name above the first page's highest heading (`headingTop`) but read after a
 * column, belong to the personal details, not to the section they were read in.
 */
export function withContactsApart(sections: Section[], headingTop: number): Section[] {
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
export function withEntriesApart(sections: Section[]): Section[] {
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
export function withSummaryApart(sections: Section[]): Section[] {
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
