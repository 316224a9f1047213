/**
 * Column edges inside a line (a margin of dates or labels left of the entries) and icon glyphs
 * that open a line as its bullet, found while a page's text items are grouped into lines
 * (packages/cv-parser/src/group-lines.ts).
 */
import { isContactText, looksLikeContactLocation } from './contact-patterns';
import type { TextItem } from './types';

/** A gap this many font sizes wide splits a line into chunks (a right-aligned date, a second column). */
export const CHUNK_GAP = 1.1;

/** A text run; an icon glyph before it separates it from what came before (a contact line's pieces). */
export type LineItem = TextItem & { afterIcon?: boolean; icon?: boolean };

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
/** Words after an icon that make it a bullet (a sentence), not a contact line's icon. */
const BULLET_WORDS = 3;

/** Items this close to a column edge start at it. */
export const EDGE_SLACK = 1.5;
/** Lines that start at an edge, and lines with text left of it then a run at it, that make a column edge. */
const EDGE_LINES = 3;
const EDGE_SPLITS = 2;
export const hasWord = (text: string) => /[\p{L}\p{N}]{2}/u.test(text);

/**
 * Left edges of a text column that has a narrow column of its own to its left (dates or labels
 * printed in a margin beside the entries, as LaTeX CV classes do): many lines start there, and
 * several lines hold a short text left of it and then a run starting exactly there.
 */
export function columnEdges(rows: LineItem[][]): number[] {
  const starts = new Map<number, { lines: number; splits: number; gapped: number }>();
  const at = (x: number) => {
    const key = Math.round(x / EDGE_SLACK) * EDGE_SLACK;
    const entry = starts.get(key) ?? { lines: 0, splits: 0, gapped: 0 };
    starts.set(key, entry);
    return entry;
  };
  for (const row of rows) {
    const text = row.filter((item) => !item.icon);
    const [first] = text;
    if (!first) continue;
    at(first.x).lines++;
    const index = text.findIndex(
      (item, position) =>
        position > 0 &&
        item.x > first.x + 1.5 * item.size &&
        text.slice(0, position).some((before) => hasWord(before.text)),
    );
    const split = text[index];
    const before = text[index - 1];
    if (!split || !before || !hasWord(split.text)) continue;
    const entry = at(split.x);
    entry.splits++;
    if (split.x - (before.x + before.width) > CHUNK_GAP * split.size) entry.gapped++;
  }
  const near = (x: number, key: number) => Math.abs(x - key) <= EDGE_SLACK;
  const edges: number[] = [];
  for (const key of starts.keys()) {
    let lines = 0;
    let splits = 0;
    let gapped = 0;
    for (const [other, entry] of starts) {
      if (!near(other, key)) continue;
      lines += entry.lines;
      splits += entry.splits;
      gapped += entry.gapped;
    }
    // Or runs after a wide gap only: a design that notes a date beside every header line has no
    // line starting at the edge itself.
    const isEdge =
      (lines >= EDGE_LINES && splits >= EDGE_SPLITS) || gapped >= EDGE_LINES + EDGE_SPLITS;
    if (isEdge && !edges.some((edge) => near(edge, key))) edges.push(key);
  }
  return edges;
}

/** How far from its text, in font sizes, an icon may stand and still mark it. */
const BULLET_REACH = 3;

/**
 * An icon glyph opening a line of prose (after any margin note) is a bullet (dingbat and
 * icon-font bullets): the index of the item it marks, or -1.
 */
export function iconBullet(items: LineItem[], edges: number[]): number {
  const icon = items.findIndex((item) => item.icon);
  const inMargin = (item: LineItem) =>
    edges.some((edge) => item.x + item.width <= edge + EDGE_SLACK && item.x < edge - item.size);
  if (icon < 0 || !items.slice(0, icon).every(inMargin)) return -1;
  // An icon far from the text after it (another column's) marks nothing of it.
  const [mark, marked] = [items[icon], items[icon + 1]];
  if (mark && marked && marked.x - (mark.x + mark.width) > BULLET_REACH * marked.size) return -1;
  const next = items.findIndex((item, index) => index > icon + 1 && item.icon);
  const text = items
    .slice(icon + 1, next < 0 ? undefined : next)
    .map((item) => item.text)
    .join(' ');
  const isContact =
    isContactText(text) || (text.includes(',') && looksLikeContactLocation(text, false));
  return wordCount(text) >= BULLET_WORDS && !isContact ? icon + 1 : -1;
}
