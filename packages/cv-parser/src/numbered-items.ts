import { headingTypeOf } from './section-vocabulary';
import type { LogicalLine, OrderedLine } from './types';

/**
 * Items of a numbered list ("1. Cut costs by a third", "2. Led four engineers"): bullets whose
 * marker is their number (space-design `bullet=numbered`,
 * packages/cv-parser/corpus/generate/designs/space/html.ts). A number counts as a marker when
 * it opens a list (1) or goes on from the item before it in the same column, so a line that
 * merely starts with a figure stays text.
 */
const NUMBER = /^(\d{1,2})[.)]\s+(?=\p{L})/u;

/** The marker ("1. ") of each numbered list item, by line. */
export function numberedItems(lines: OrderedLine[]): Map<OrderedLine, string> {
  const items = new Map<OrderedLine, string>();
  const last = new Map<string, number>();
  for (const line of lines) {
    const match = NUMBER.exec(line.text);
    // "1. Experience": a numbered heading, not a list's item.
    if (!match?.[1] || headingTypeOf(line.text)) continue;
    const column = `${line.column}`;
    const number = Number(match[1]);
    if (number !== 1 && number !== (last.get(column) ?? 0) + 1) continue;
    last.set(column, number);
    items.set(line, match[0]);
  }
  return items;
}

/** A numbered list's item without its number ("1. "), as a bullet. */
export function asNumberedItem(line: OrderedLine, marker: string): LogicalLine {
  const [first, ...rest] = line.chunks;
  const chunks = first ? [{ ...first, text: first.text.slice(marker.length) }, ...rest] : [];
  return { ...line, text: line.text.slice(marker.length), chunks, isBullet: true };
}
