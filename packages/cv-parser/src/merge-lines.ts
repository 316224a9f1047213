import { isContactText } from './contact-patterns';
import { headingTypeOf } from './section-vocabulary';
import type { LogicalLine, OrderedLine } from './types';

const BULLET = /^[•●▪■◦‣∙·\-–—*➢►▸✓]\s*/;
const LINE_GAP = 1.7;
const LABELLED = /^[\p{L} &/-]{2,30}:/u;

function asLogical(line: OrderedLine): LogicalLine {
  const isBullet =
    BULLET.test(line.text) && !headingTypeOf(line.text) && /^\S+\s|^[•●▪■◦‣∙]/.test(line.text);
  if (!isBullet) return { ...line, isBullet: false };
  const text = line.text.replace(BULLET, '');
  const chunks = [...line.chunks];
  const first = chunks[0];
  if (first) chunks[0] = { ...first, text: first.text.replace(BULLET, '') };
  return { ...line, text, chunks: chunks.filter((chunk) => chunk.text !== ''), isBullet: true };
}

const fillsColumn = (line: LogicalLine) =>
  line.right - line.columnLeft >= 0.78 * (line.columnRight - line.columnLeft);

function continues(previous: LogicalLine, line: LogicalLine): boolean {
  const isSameBlock =
    previous.page === line.page &&
    previous.column === line.column &&
    previous.y - line.y > 0 &&
    previous.y - line.y <= LINE_GAP * line.size &&
    Math.abs(previous.size - line.size) < 0.6;
  if (!isSameBlock || line.isBullet || line.bold || headingTypeOf(line.text)) return false;
  if (line.chunks.length > 1 || previous.chunks.length > 1) return false;
  if (/-$/.test(previous.text) && isContactText(previous.text) && /^[\w./-]+$/.test(line.text))
    return true;
  // Contact details and "Tools: …" lines are short by nature, not wrapped.
  if (isContactText(line.text) || isContactText(previous.text) || LABELLED.test(line.text))
    return false;
  if (previous.isBullet) return line.x >= previous.x - 1.5 - previous.size;
  if (previous.bold) return false;
  return fillsColumn(previous) || /,$/.test(previous.text);
}

/** Step 4: strips bullet markers and joins wrapped lines back to their bullet or paragraph. */
export function mergeLines(ordered: OrderedLine[]): LogicalLine[] {
  const merged: LogicalLine[] = [];
  for (const raw of ordered) {
    const line = asLogical(raw);
    const previous = merged.at(-1);
    if (previous && continues(previous, line)) {
      const joined = previous.text.endsWith('-') && /^[a-z]/.test(line.text) ? '' : ' ';
      previous.text = `${previous.text}${joined}${line.text}`;
      const last = previous.chunks.at(-1);
      if (last) previous.chunks[previous.chunks.length - 1] = { ...last, text: previous.text };
      previous.right = Math.max(previous.right, line.right);
      previous.y = line.y;
      continue;
    }
    merged.push(line);
  }
  return merged;
}
