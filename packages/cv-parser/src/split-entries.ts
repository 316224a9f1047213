import { findDate, findDateRange, isDateOnly } from './dates';
import { isNoise } from './entry-parts';
import { headerStart } from './entry-start';
import type { LogicalLine } from './types';

/** One entry of a section (a job, a school): its header lines and its body lines. */
export interface RawEntry {
  header: LogicalLine[];
  body: LogicalLine[];
}

/** Words, not the dashes and bars between a header's parts ("Firm — Title, Team"). */
const wordCount = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * Sentences and indented lines are an entry's body (summary or bullets), not its header. A line
 * starting where the text beside a margin date starts (`aligned`) is indented like the header.
 */
function isBody(line: LogicalLine, left: number, aligned: number[] = []): boolean {
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
const hasDate = (line: LogicalLine) =>
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
      starts.push(headerStart(kept, anchor, before, free));
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
