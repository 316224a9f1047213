import type { ExperienceEntry } from '@cvforge/contracts';
import { findDate, isDateOnly } from './dates';
import { headerParts, type Atom } from './entry-parts';
import { firmThenTown, isTownName, townAfterDash } from './entry-places';
import { splitJoined, titleScore } from './title-score';
import { splitEntries, type RawEntry } from './split-entries';
import type { Confidence, LogicalLine } from './types';

type DraftExperience = Omit<ExperienceEntry, 'id'>;

interface Roles {
  title: string;
  company: string;
  score: number;
}

/** Title and firm cut inside one part: a third were wrong on tuning designs, so flagged. */
const CUT_FROM_ONE_PART = 0.55;

/** Title and company from the parts, with the layout's usual order as a tie-breaker. */
function rolesOf(atoms: Atom[], isOrdered: boolean, titleFirst: number): Roles {
  const [first, second] = atoms;
  if (!first) return { title: '', company: '', score: 0 };
  if (!second) {
    const joined = splitJoined(first.text);
    if (joined) return { title: joined[0], company: joined[1], score: CUT_FROM_ONE_PART };
    const score = titleScore(first.text);
    return score > 0
      ? { title: first.text, company: '', score: 0.7 }
      : { title: '', company: first.text, score: score < 0 ? 0.7 : 0.5 };
  }
  if (isOrdered) return { title: first.text, company: second.text, score: 0.9 };
  // "Engineer, Acme Ltd" over "Bengaluru": the first part holds both, the other is no firm.
  const joined = splitJoined(first.text);
  if (
    joined &&
    atoms.length === 2 &&
    titleScore(joined[0]) > 0 &&
    titleScore(joined[1]) < 0 &&
    titleScore(second.text) === 0 &&
    !second.split
  )
    return { title: joined[0], company: joined[1], score: 0.75 };
  if (atoms.length >= 3) {
    // "Pied Piper · Awesome compression company" over the title: the title reads as one, the
    // company is the first other part.
    const best = [...atoms].sort((a, b) => titleScore(b.text) - titleScore(a.text))[0];
    if (best && titleScore(best.text) > 0) {
      const company = atoms.find((atom) => atom !== best)?.text ?? '';
      return { title: best.text, company, score: 0.7 };
    }
  }
  const evidence = titleScore(first.text) - titleScore(second.text) + titleFirst;
  if (evidence === 0) return { title: first.text, company: second.text, score: 0.55 };
  const score = Math.abs(evidence) >= 1.5 ? 0.9 : 0.75;
  return evidence > 0
    ? { title: first.text, company: second.text, score }
    : { title: second.text, company: first.text, score };
}

/** Share of a section's entries that must print "Firm, Town" for the comma to mean a town. */
const TOWN_AFTER_COMMA_SHARE = 0.6;

/**
 * Entries that all print a line "Firm, Town" beside a title that names no firm (a table of
 * dates); "Engineer — Quillon Studio" over "Kraków, Poland" holds its firm in the title's line.
 */
function printsFirmThenTown(raws: RawEntry[]): boolean {
  const printing = raws.filter((raw) => {
    const texts = raw.header
      .flatMap((line) => line.chunks.map((chunk) => chunk.text.trim()))
      .filter((text) => text && !isDateOnly(text));
    const firmTown = texts.find((text) => !findDate(text) && firmThenTown(text));
    return (
      firmTown !== undefined &&
      texts.every((text) => text === firmTown || (titleScore(text) >= 0 && !splitJoined(text)))
    );
  });
  return printing.length >= 2 && printing.length >= TOWN_AFTER_COMMA_SHARE * raws.length;
}

/** The header "Engineer, Acme Ltd   2019 – 2021" over a line with only the town ("Lyon"). */
function townUnderJoinedLine(raw: RawEntry): string | undefined {
  const [first, town, ...rest] = raw.header;
  const joined = first?.chunks.some(
    (chunk) => !isDateOnly(chunk.text) && chunk.text.includes(', '),
  );
  return joined && town && rest.length === 0 && town.chunks.length <= 1 && isTownName(town.text)
    ? town.text
    : undefined;
}

/** Share of a section's entries that must print the town under "Title, Firm" for the rule to hold. */
const TOWN_UNDER_SHARE = 0.6;

/**
 * "Responsable RH, région Rhône-Alpes, Moët Hennessy - Louis Vuitton": the comma that parts the
 * title from the firm is the one whose sides read most like a title and a firm; a firm does not
 * start in lower case, and a title's own commas come first.
 */
function titleThenFirm(text: string): [string, string] | undefined {
  let best: { parts: [string, string]; evidence: number } | undefined;
  for (const match of text.matchAll(/,\s+/gu)) {
    const title = text.slice(0, match.index).trim();
    const firm = text.slice(match.index + match[0].length).trim();
    const evidence = titleScore(title) - titleScore(firm);
    if (/^\p{Ll}/u.test(firm) || evidence < 0 || (best && evidence <= best.evidence)) continue;
    best = { parts: [title, firm], evidence };
  }
  return best?.parts;
}

/** Step 7: experience entries with title, company, duration, location and achievements. */
export function readExperience(lines: LogicalLine[]) {
  const confidence: Confidence = {};
  const raws = splitEntries(lines);
  const townAfter = printsFirmThenTown(raws) ? 'comma' : 'firm';
  const towns = raws.map(townUnderJoinedLine);
  const townsUnder = towns.filter(Boolean).length;
  const printsTownUnder = townsUnder >= 2 && townsUnder >= TOWN_UNDER_SHARE * raws.length;
  const headers = raws.map((raw, index) => {
    const town = printsTownUnder ? towns[index] : undefined;
    if (!town) return headerParts(raw.header, undefined, undefined, townAfter);
    return { ...headerParts(raw.header.slice(0, 1)), location: town };
  });
  // The layout prints title and company in the same order in every entry: the section's
  // evidence decides the entries that have none of their own.
  const pairs = headers.filter((header) => header.atoms.length >= 2 && !header.isOrdered);
  const sum = pairs.reduce(
    (total, header) =>
      total + titleScore(header.atoms[0]?.text ?? '') - titleScore(header.atoms[1]?.text ?? ''),
    0,
  );
  const titleFirst = pairs.length === 0 ? 0 : Math.max(-1, Math.min(1, sum / pairs.length)) * 0.9;
  const entries: DraftExperience[] = [];
  raws.forEach((raw, rawIndex) => {
    const header = headers[rawIndex];
    if (!header) return;
    const [only, ...others] = header.atoms;
    const cut =
      printsTownUnder && towns[rawIndex] && only && others.length === 0
        ? titleThenFirm(only.text)
        : undefined;
    const { title, company, score } = cut
      ? { title: cut[0], company: cut[1], score: 0.75 }
      : rolesOf(header.atoms, header.isOrdered, titleFirst);
    const achievements = [...header.sentences, ...raw.body.map((line) => line.text.trim())].filter(
      Boolean,
    );
    if (!title && !company) {
      // Lines with no header of their own continue the entry before (a page or column break).
      const previous = entries.at(-1);
      if (previous) previous.achievements.push(...achievements);
      if (previous || !header.date) return;
    }
    // A heading printed twice (a page's running section title) must not repeat its entries.
    const duration = header.date?.normalised ?? '';
    if (
      entries.some(
        (other) =>
          other.title === title && other.company === company && other.duration === duration,
      )
    )
      return;
    const path = `sections.experience.${entries.length}`;
    if (title) confidence[`${path}.title`] = score;
    if (company) confidence[`${path}.company`] = score;
    if (header.date) confidence[`${path}.duration`] = 0.95;
    if (header.location) confidence[`${path}.location`] = 0.7;
    if (achievements.length > 0)
      confidence[`${path}.achievements`] = raw.body.every((line) => line.isBullet) ? 0.9 : 0.7;
    entries.push({
      title,
      company,
      duration,
      location: header.location,
      achievements,
    });
  });
  withTownsAfterDash(entries, confidence);
  return { entries, confidence };
}

/** Share of a section's entries that must print "Firm – Town" for the dash to mean a town. */
const TOWN_AFTER_DASH_SHARE = 0.6;

/** Entries that all print "Firm – Town" (Europass documents): the town is the job's location. */
function withTownsAfterDash(entries: DraftExperience[], confidence: Confidence) {
  const cuts = entries.map((entry) => (entry.location ? undefined : townAfterDash(entry.company)));
  const firms = cuts.flatMap((cut) => (cut ? [cut[0]] : []));
  // "Société Générale – Shanahan", "Société Générale – Quigley": one firm's branches, not towns.
  if (new Set(firms).size < firms.length) return;
  if (firms.length < 2 || firms.length < TOWN_AFTER_DASH_SHARE * entries.length) return;
  cuts.forEach((cut, index) => {
    const entry = entries[index];
    if (!cut || !entry) return;
    [entry.company, entry.location] = cut;
    confidence[`sections.experience.${index}.location`] = 0.6;
  });
}
