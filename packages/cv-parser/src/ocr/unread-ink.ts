/**
 * Ink that OCR's page layout left unread. Tesseract's layout analysis sometimes takes a line of
 * large bold type (a CV's name, most often) for a picture and returns no words for it; such a
 * line is found here, on a grid of small cells, so that it can be read on its own.
 */
import type { Page } from 'tesseract.js';
import type { GreyImage } from './read-scanned';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Grid cell side in pixels. */
const CELL = 8;
/** A pixel darker than this is ink (scans have grey paper, 180–240). */
const INK = 128;
/** A cell with at least this many ink pixels holds ink. */
const INK_PIXELS = 4;
/** Letters of one line are joined across this many empty cells. */
const JOIN = 3;
/**
 * Only lines at least this many cells tall (24 px, type of about 12 pt at 200 dpi and more) are
 * looked for: body text is read, large type is what layout analysis drops.
 */
const MIN_CELLS_HIGH = 3;
/** Lines are wider than tall (a picture, a logo, a rule is not). */
const MIN_ASPECT = 2.5;
/** Few regions per page: each costs a recognition call. */
const MAX_REGIONS = 3;
/** A line's words read at this mean confidence (0–100) or more count as read. */
const READ_CONFIDENCE = 55;

/** Regions of the page with large type that no word (read with some confidence) covers. */
export function unreadRegions(image: GreyImage, data: Page): Region[] {
  const columns = Math.ceil(image.width / CELL);
  const rows = Math.ceil(image.height / CELL);
  const covered = new Uint8Array(columns * rows);
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        if (line.confidence < READ_CONFIDENCE) continue;
        for (const word of line.words) {
          const { x0, y0, x1, y1 } = word.bbox;
          for (
            let row = Math.max(0, Math.floor(y0 / CELL) - 1);
            row <= Math.min(rows - 1, Math.floor(y1 / CELL) + 1);
            row++
          )
            for (
              let column = Math.max(0, Math.floor(x0 / CELL) - 1);
              column <= Math.min(columns - 1, Math.floor(x1 / CELL) + 1);
              column++
            )
              covered[row * columns + column] = 1;
        }
      }
  const ink = new Uint8Array(columns * rows);
  for (let y = 0; y < image.height; y++) {
    const rowOffset = Math.floor(y / CELL) * columns;
    for (let x = 0; x < image.width; x++)
      if ((image.data[y * image.width + x] ?? 255) < INK)
        ink[rowOffset + Math.floor(x / CELL)]! += 1;
  }
  const open = (index: number) => ink[index]! >= INK_PIXELS && covered[index] === 0;
  // Components of uncovered ink cells, joined across short horizontal gaps.
  const seen = new Uint8Array(columns * rows);
  const regions: (Region & { cells: number })[] = [];
  for (let start = 0; start < columns * rows; start++) {
    if (seen[start] || !open(start)) continue;
    const stack = [start];
    seen[start] = 1;
    let [minColumn, maxColumn, minRow, maxRow, cells] = [columns, 0, rows, 0, 0];
    while (stack.length > 0) {
      const index = stack.pop()!;
      const row = Math.floor(index / columns);
      const column = index % columns;
      cells++;
      minColumn = Math.min(minColumn, column);
      maxColumn = Math.max(maxColumn, column);
      minRow = Math.min(minRow, row);
      maxRow = Math.max(maxRow, row);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -JOIN - 1; dx <= JOIN + 1; dx++) {
          const r = row + dy;
          const c = column + dx;
          if (r < 0 || r >= rows || c < 0 || c >= columns) continue;
          const next = r * columns + c;
          if (!seen[next] && open(next)) {
            seen[next] = 1;
            stack.push(next);
          }
        }
    }
    const high = maxRow - minRow + 1;
    const wide = maxColumn - minColumn + 1;
    if (high < MIN_CELLS_HIGH || wide < high * MIN_ASPECT || cells < wide * high * 0.25) continue;
    const pad = CELL;
    const left = Math.max(0, minColumn * CELL - pad);
    const top = Math.max(0, minRow * CELL - pad);
    regions.push({
      left,
      top,
      width: Math.min(image.width, (maxColumn + 1) * CELL + pad) - left,
      height: Math.min(image.height, (maxRow + 1) * CELL + pad) - top,
      cells,
    });
  }
  return regions
    .sort((a, b) => b.cells - a.cells)
    .slice(0, MAX_REGIONS)
    .map(({ left, top, width, height }) => ({ left, top, width, height }));
}
