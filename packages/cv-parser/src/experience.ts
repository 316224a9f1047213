import type { ExperienceEntry } from '@cvforge/contracts';
import { findDateRange } from './dates';
import { headerParts, titleScore } from './entry-parts';
import type { Confidence, LogicalLine } from './types';

type DraftExperience = Omit<ExperienceEntry, 'id'>;

interface RawEntry {
  header: LogicalLine[];
  bullets: string[];
}

/** A new entry starts at a header line after bullets, or at a second date range. */
export function splitEntries(lines: LogicalLine[]): RawEntry[] {
  const entries: RawEntry[] = [];
  for (const line of lines) {
    let current = entries.at(-1);
    if (line.isBullet) {
      if (!current) entries.push((current = { header: [], bullets: [] }));
      current.bullets.push(line.text);
      continue;
    }
    const hasDate = findDateRange(line.text) !== undefined;
    const currentHasDate = current?.header.some((header) => findDateRange(header.text));
    if (!current || current.bullets.length > 0 || (hasDate && currentHasDate)) {
      entries.push({ header: [line], bullets: [] });
    } else current.header.push(line);
  }
  return entries;
}

function titleAndCompany(parts: string[], isOrdered: boolean): [string, string, number] {
  const [first = '', second = ''] = parts;
  if (parts.length === 1) return titleScore(first) > 0 ? [first, '', 0.7] : ['', first, 0.5];
  if (isOrdered) return [first, second, 0.9];
  // Whichever part reads like a job title is the title; a tie keeps the printed order.
  return titleScore(second) > titleScore(first)
    ? [second, first, 0.85]
    : [first, second, titleScore(first) > 0 ? 0.85 : 0.6];
}

/** Step 7: experience entries with title, company, duration, location and achievements. */
export function readExperience(lines: LogicalLine[]) {
  const confidence: Confidence = {};
  const entries: DraftExperience[] = splitEntries(lines).map((raw, index) => {
    const header = headerParts(raw.header);
    const [title, company, score] = titleAndCompany(header.parts, header.isOrdered);
    const path = `sections.experience.${index}`;
    if (title) confidence[`${path}.title`] = score;
    if (company) confidence[`${path}.company`] = score;
    if (header.date) confidence[`${path}.duration`] = 0.95;
    if (header.location) confidence[`${path}.location`] = 0.7;
    if (raw.bullets.length > 0) confidence[`${path}.achievements`] = 0.9;
    return {
      title,
      company,
      duration: header.date?.normalised ?? '',
      location: header.location,
      achievements: raw.bullets,
    };
  });
  return {
    entries: entries.filter(
      (entry) => entry.title || entry.company || entry.achievements.length > 0,
    ),
    confidence,
  };
}
