/** The person's name (the largest line on page 1, maybe over two lines) and the role under it. */
import { isContactText, looksLikeContactLocation } from './contact-patterns';
import { findDateRange } from './dates';
import { titleScore } from './title-score';
import { firstBaseline } from './merge-lines';
import { headingTypeOf, isUntypedHeading } from './section-vocabulary';
import type { LogicalLine } from './types';

/** A name set this much bigger than the body text is the CV's title. */
const BIG_NAME = 1.4;

const isNameLike = (text: string) => {
  const words = text.split(/\s+/);
  return words.length >= 2 && words.length <= 5 && /^[\p{L}'’.\- ]+$/u.test(text);
};

/** A name line, or a "Name, Title" line split in two. */
function nameParts(text: string): { name: string; role: string } | undefined {
  if (isNameLike(text)) return { name: text, role: '' };
  const [first = '', ...rest] = text.split(/\s*[,|–—·]\s+/);
  const role = rest.join(', ');
  if (isNameLike(first) && role && role.split(/\s+/).length <= 6 && !isContactText(role))
    return { name: first, role };
  return undefined;
}

/** The text of a line's biggest chunks: a name beside smaller contact details on its baseline. */
function bigText(line: LogicalLine): string {
  return line.chunks
    .filter((chunk) => chunk.size >= line.size - 0.5)
    .map((chunk) => chunk.text)
    .join(' ');
}

/** A big name printed over two lines ("Katharina Oberhuber-" / "Lenz", "María José" / "Fernández"). */
function nameBelow(line: LogicalLine, lines: LogicalLine[]): LogicalLine | undefined {
  return lines.find(
    (other) =>
      other !== line &&
      other.page === line.page &&
      other.column === line.column &&
      !other.isBullet &&
      Math.abs(other.size - line.size) < 0.5 &&
      line.y - firstBaseline(other) > 0 &&
      line.y - firstBaseline(other) <= 1.6 * line.size &&
      other.x < line.right &&
      other.right > line.x,
  );
}

/**
 * The line below goes on with the name: after a hyphen or a particle ("Oberhuber-", "Fernández
 * de"), or a short line of name words that is no job title ("Siobhán Ní" / "Bhriain-O'Leary").
 */
const continuesName = (first: string, belowLine = '') => {
  // The role may follow the rest of the name on its line ("D'Angelo | Accountant").
  const below = belowLine.split(/\s*[,|–—·]\s+/)[0] ?? '';
  return (
    /\p{L}-$/u.test(first) ||
    /\s\p{Ll}+$/u.test(first) ||
    ((isNameLike(below) || /^[\p{L}'’.-]+$/u.test(below)) &&
      (below.split(/\s+/).length <= 2 || NAME_PARTICLE.test(below)) &&
      titleScore(below) <= 0 &&
      !nameParts(first)?.role)
  );
};

/** A surname with a particle inside ("Fernández de Córdoba", "van den Berg"). */
const NAME_PARTICLE =
  /^\p{L}+\s(?:de|da|do|dos|das|del|della|di|van|von|der|den|ter|le|la|du|y|e)(?:\s(?:de|der|den|la|los|las))?\s\p{Lu}[\p{L}'’-]+$/u;

const joinName = (first: string, second: string) =>
  /\p{L}-$/u.test(first) ? `${first}${second}` : `${first} ${second}`;

export function findName(lines: LogicalLine[], body: number) {
  let best: { line: LogicalLine; name: string; role: string } | undefined;
  for (const line of lines) {
    if (line.page !== 1 || line.isBullet) continue;
    if (best && line.size <= best.line.size + 0.5) continue;
    const text = bigText(line).replace(/\s+-$/, '-');
    if (headingTypeOf(text) || isUntypedHeading(text)) continue;
    const below = line.size >= body * BIG_NAME ? nameBelow(line, lines) : undefined;
    const belowText = below && bigText(below);
    const joined =
      belowText && !headingTypeOf(belowText) ? nameParts(joinName(text, belowText)) : undefined;
    const parts = joined && continuesName(text, belowText) ? joined : nameParts(text);
    if (parts) best = { line, ...parts };
  }
  if (!best) return undefined;
  return { ...best, confidence: best.line.size >= body * BIG_NAME ? 0.9 : 0.5 };
}

const isRoleLike = (line: LogicalLine) => {
  if (line.isBullet || isContactText(line.text) || findDateRange(line.text)) return false;
  if (looksLikeContactLocation(line.text, false) && line.text.includes(',')) return false;
  const words = line.text.split(/\s+/).length;
  return words <= 8 && !/\d/.test(line.text) && !line.text.endsWith('.');
};

export function findRole(lines: LogicalLine[], nameLine: LogicalLine | undefined): string {
  if (!nameLine) return '';
  const start = lines.indexOf(nameLine) + 1;
  // The role is right under the name, or under a location printed there.
  for (const next of lines.slice(start, start + 2)) {
    if (isRoleLike(next)) return next.text;
    if (!(looksLikeContactLocation(next.text, false) && next.text.includes(','))) return '';
  }
  return '';
}
