import { headingTypeOf } from './section-vocabulary';
import type { LogicalLine, Section } from './types';

const MAX_HEADING_WORDS = 5;

/** The most common font size by characters: the body text that headings stand out from. */
export function bodySize(lines: LogicalLine[]): number {
  const charsBySize = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    charsBySize.set(size, (charsBySize.get(size) ?? 0) + line.text.length);
  }
  return [...charsBySize.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

export function isHeading(line: LogicalLine, body: number): boolean {
  if (line.isBullet || line.chunks.length > 1) return false;
  const words = line.text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0 || words.length > MAX_HEADING_WORDS || /[.,;]$/.test(line.text))
    return false;
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  const isCaps = letters.length > 2 && letters === letters.toUpperCase();
  const stands = line.bold || isCaps || line.size >= body * 1.12;
  return stands && headingTypeOf(line.text) !== undefined;
}

const isWrappedHeading = (line: LogicalLine, next: LogicalLine) =>
  line.column === next.column &&
  line.page === next.page &&
  Math.abs(line.size - next.size) < 0.5 &&
  line.y - next.y < 1.6 * line.size &&
  headingTypeOf(line.text) === undefined;

/** Step 5: headings (typography and vocabulary) split the lines into sections; the top block comes first. */
export function detectSections(lines: LogicalLine[]): Section[] {
  const body = bodySize(lines);
  const sections: Section[] = [{ type: undefined, title: '', lines: [] }];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as LogicalLine;
    const next = lines[index + 1];
    // A heading wrapped in a narrow sidebar ("CORE" / "COMPETENCIES") is read as one.
    const wrapped =
      next && !isHeading(line, body) && isWrappedHeading(line, next)
        ? { ...line, text: `${line.text} ${next.text}` }
        : undefined;
    const heading = wrapped ?? line;
    if (isHeading(heading, body)) {
      sections.push({
        type: headingTypeOf(heading.text),
        title: heading.text.replace(/^[^\p{L}]+/u, '').trim(),
        lines: [],
      });
      if (wrapped) index++;
      continue;
    }
    sections.at(-1)?.lines.push(line);
  }
  return sections;
}
