import type { ExperienceEntry } from '@cvforge/contracts';
import { findDate, findDateRange, isDateOnly } from './dates';
import {
  firmThenTown,
  headerParts,
  isNoise,
  isTownName,
  splitJoined,
  titleScore,
  townAfterDash,
  type Atom,
} from './entry-parts';
import type { Confidence, LogicalLine } from './types';

type DraftExperience = Omit<ExperienceEntry, 'id'>;

export interface RawEntry {
  header: LogicalLine[];
  body: LogicalLine[];
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Sentences and indented lines are an entry's body (summary or bullets), not its header. A line
 * starting where the text beside a margin date starts (`aligned`) is indented like the header.
 */
export function isBody(line: LogicalLine, left: number, aligned: number[] = []): boolean {
  if (line.isBullet) return true;
  if (isDateOnly(line.text) || findDateRange(line.text)) return false;
  if (
    line.x > left + 8 &&
    line.column === 0 &&
    // A bold line stands out as a header part (a title) wherever it starts.
    !line.bold &&
    line.chunks.length <= 1 &&
    !aligned.some((x) => Math.abs(line.x - x) <= ALIGN_SLACK)
  )
    return true;
  // A short first chunk beside a sentence ("Brekke Inc ‖ Fast-growing scale-up …") is a header
  // part with a note beside it: the first chunk decides.
  const lead = line.chunks.length > 1 ? (line.chunks[0]?.text ?? line.text) : line.text;
  const words = wordCount(lead);
  return words >= 11 || (words >= 4 && /\s[\p{L}-]{5,}[.!;]$/u.test(lead.trim()));
}

const ALIGN_SLACK = 2;

/**
 * Where the text beside a date in the margin starts ("09/2020 – heute   Controllerin"), or the
 * text under a date printed alone at the left edge ("Okt. 2013 – Juni 2015" over the degree).
 */
function marginTextEdges(lines: LogicalLine[]): number[] {
  return lines.flatMap((line, index) => {
    const [first, second] = line.chunks;
    if (line.isBullet || !first) return [];
    if (second && isDateOnly(first.text)) return [second.x];
    const next = lines[index + 1];
    // In a margin only dates start where the date does: nothing else of the section starts there.
    const inMargin = lines.every(
      (other) => isDateOnly(other.text) || Math.abs(other.x - line.x) > ALIGN_SLACK,
    );
    return isDateOnly(line.text) && inMargin && next && !next.isBullet && next.x > line.x
      ? [next.x]
      : [];
  });
}

/** A line opening with its date, then the entry's text ("04.2019 – heute Lead Architekt"). */
function isDateLed(text: string): boolean {
  const date = findDate(text);
  return date?.index === 0 && /\p{L}{2}/u.test(text.slice(date.text.length));
}

const MAX_PART_WORDS = 8;
const isShortPart = (line: LogicalLine) =>
  !line.isBullet && wordCount(line.text) <= MAX_PART_WORDS && !/[.!;:]$/.test(line.text.trim());

/** A date range, a date standing alone (its own chunk or line) or a date ending the line. */
export const hasDate = (line: LogicalLine) =>
  findDateRange(line.text) !== undefined ||
  isDateOnly(line.text) ||
  line.chunks.some((chunk) => isDateOnly(chunk.text)) ||
  /[\s,(](?:\p{L}{3,}\.?\s+)?(?:19|20)\d{2}\)?$/u.test(line.text) ||
  endsWithDate(line.text);

/** "WIFI Wien, 06/2019", "Scrum Alliance · 2021-04": a single date closing the line. */
function endsWithDate(text: string): boolean {
  const date = findDate(text);
  return (
    date !== undefined &&
    date.index > 0 &&
    /[\s,(·|–—-]$/.test(text.slice(0, date.index)) &&
    /^[\s).]*$/.test(text.slice(date.index + date.text.length))
  );
}

/** The line opens with bold text (a name, a title) while other lines do not. */
const isBoldLed = (line: LogicalLine) => line.bold || line.chunks[0]?.bold === true;

/**
 * Entries, whatever the order of their header lines: each date line anchors one entry, and the
 * lines before the first date tell how many header lines come before the date in this layout.
 * Without dates, bold-led lines start entries when only some lines are bold; otherwise a header
 * line after body lines does (or every header line, for `listed` sections such as certificates).
 */
export function splitEntries(lines: LogicalLine[], listed = false): RawEntry[] {
  const kept = lines.filter((line) => !isNoise(line.text) || line.isBullet);
  if (kept.length === 0) return [];
  const left = Math.min(...kept.filter((line) => !line.isBullet).map((line) => line.x));
  const aligned = marginTextEdges(kept);
  const body = kept.map((line) => isBody(line, Number.isFinite(left) ? left : line.x, aligned));
  // "10.2007 – 09.2009 Master of Science" over an indented "Technische Universität München":
  // the line under a date-led header line goes on with the header, indented like its text.
  kept.forEach((line, index) => {
    const above = kept[index - 1];
    if (body[index] && above && !body[index - 1] && isDateLed(above.text) && isShortPart(line))
      body[index] = false;
  });
  const anchors = kept
    .flatMap((line, index) => (!body[index] && hasDate(line) ? [index] : []))
    .filter(
      (index, position, all) =>
        // "2012" over "2015": one range printed on two lines, not two entries.
        !(
          all[position - 1] === index - 1 &&
          (!listed ||
            (isDateOnly(kept[index]?.text ?? '') && isDateOnly(kept[index - 1]?.text ?? ''))) &&
          !findDateRange(kept[index]?.text ?? '') &&
          !findDateRange(kept[index - 1]?.text ?? '')
        ),
    );
  const starts: number[] = [];
  const boldLed = kept.map((line, index) => !body[index] && isBoldLed(line));
  const byBold = boldLed.some(Boolean) && !boldLed.every((bold, index) => bold || body[index]);
  if (anchors.length === 0) {
    kept.forEach((_, index) => {
      const opens = byBold ? boldLed[index] : !body[index] && (listed || body[index - 1]);
      if (index === 0 || opens) starts.push(index);
    });
  } else if (body.slice(0, anchors[0]).some(Boolean)) {
    // Dates printed after the entry's body (a date column read last): each date closes its entry.
    starts.push(0);
    for (const anchor of anchors.slice(0, -1)) starts.push(anchor + 1);
  } else {
    let before = 0;
    for (let index = (anchors[0] ?? 0) - 1; index >= 0 && !body[index]; index--) before++;
    anchors.forEach((anchor, position) => {
      if (position === 0) {
        starts.push(0);
        return;
      }
      const previous = anchors[position - 1] ?? 0;
      let free = 0;
      for (let index = anchor - 1; index > previous && !body[index]; index--) free++;
      starts.push(anchor - Math.min(before, free));
    });
  }
  return starts.map((start, position) => {
    const slice = kept.slice(start, starts[position + 1] ?? kept.length);
    // Once the body has begun, what follows in the entry is body too.
    const flags = body
      .slice(start, starts[position + 1] ?? kept.length)
      .map((flag, index, all) => flag || all.slice(0, index).some(Boolean));
    return {
      header: slice.filter((_, index) => !flags[index]),
      body: slice.filter((_, index) => flags[index]),
    };
  });
}

interface Roles {
  title: string;
  company: string;
  score: number;
}

/** Title and company from the parts, with the layout's usual order as a tie-breaker. */
/** Title and firm cut inside one part: a third were wrong on tuning designs, so flagged. */
const CUT_FROM_ONE_PART = 0.55;
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
