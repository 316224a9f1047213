/**
 * A job posting as a list of lines, in its own order, each knowing whether the posting's structure
 * makes it a must-have or a nice-to-have (docs/decisions/033-reading-job-postings.md).
 */

export interface PostingLine {
  /** The line as written, without its bullet. */
  text: string;
  /** The posting marks it (or its section) preferred, a plus, a bonus, or an alternative route. */
  nice: boolean;
  /** "Label: value" lines ("Location: Porto", "Stack: Python, Redis"): the label, lower-cased. */
  label?: string | undefined;
}

const NICE_WORDS =
  /\b(nice[- ]to[- ]have|bonus|preferred|preferably|desirable|desired|ideally|a plus|is a plus|an asset|advantage|advantageous|not required|optional|would be great|helpful|strongly preferred)\b/i;
const NICE_HEADING = /\b(nice[- ]to[- ]have|bonus|preferred|desirable|pluses|extra credit)\b/i;
/** Sections that describe the company or the offer, not what the candidate must bring. */
const SKIP_HEADING =
  /^(about (us|the company|[a-z]+$)|who we are|benefits|perks|what we offer|why join|compensation|salary|how to apply|equal opportunity|eeo)/i;
/** "Field: value" labels a posting uses for facts; any other "X: …" line is read whole. */
const FIELD_LABELS =
  /^(location|locations|based in|office|time ?zone|who may apply|stack|tech stack|our stack|tags|technologies|tools|skills|languages|remote status|work environment|conditions)$/;
const BULLET = /^\s*(?:[-•*·▪◦–]|\d{1,2}[.)])\s+/;

/** A short line with no sentence punctuation that opens a section ("Requirements", "Nice to have:"). */
function isHeading(line: string): boolean {
  const text = line.replace(/:\s*$/, '').trim();
  return (
    !BULLET.test(line) &&
    text.length > 0 &&
    text.length < 50 &&
    !/[.;,]$/.test(text) &&
    !text.includes(':') &&
    text.split(/\s+/).length <= 6
  );
}

/** Long prose lines are read sentence by sentence so one "preferred" marks only its sentence. */
function sentences(line: string): string[] {
  return line
    .split(/(?<=[.;!?])\s+(?=[A-Z0-9(])/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The posting's lines in order, with section-level and line-level must/nice marks. */
export function postingLines(description: string): PostingLine[] {
  const lines: PostingLine[] = [];
  const rawLines = description.split(/\r?\n/).filter((raw) => raw.trim());
  // A posting with sections: its opening prose introduces the company and the role.
  let intro = rawLines.some(isHeading);
  let niceSection = false;
  let skipSection = false;
  for (const raw of rawLines) {
    if (isHeading(raw)) {
      intro = false;
      niceSection = NICE_HEADING.test(raw);
      skipSection = SKIP_HEADING.test(raw.trim());
      continue;
    }
    if (skipSection) continue;
    const unbulleted = raw.replace(BULLET, '').trim();
    const field = /^([A-Za-z][A-Za-z /&-]{1,30}):\s+(.+)$/.exec(unbulleted);
    const labelled = field && FIELD_LABELS.test(field[1]?.toLowerCase() ?? '') ? field : null;
    if (intro && !labelled && !BULLET.test(raw)) continue;
    const label = labelled?.[1]?.toLowerCase();
    sentences(labelled?.[2] ?? unbulleted).forEach((sentence, index) => {
      // "Or 4 years of experience plus a CPA": an alternative route, not a must-have.
      const alternative = /^or\b/i.test(sentence);
      lines.push({
        text: sentence,
        nice: niceSection || alternative || NICE_WORDS.test(sentence),
        label: index === 0 ? label : undefined,
      });
    });
  }
  return lines;
}
