import type { PageText, TextItem } from './types';

/** A jump back up the page this far (share of its height) starts a new flow of text. */
const FLOW_JUMP = 0.15;
/** Flows overprint when this many items of one sit on text of the other… */
const MIN_OVERPRINTED = 3;
/** …and they are this share of the smaller flow. */
const OVERPRINTED_SHARE = 0.1;
/** Boxes that share this share of the smaller one's area overprint. */
const MIN_OVERLAP = 0.3;

interface Box {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

const boxOf = (item: TextItem): Box => ({
  left: item.x,
  right: item.x + item.width,
  bottom: item.y - 0.2 * item.size,
  top: item.y + 0.8 * item.size,
});

function overlaps(a: Box, b: Box): boolean {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
  if (width <= 0 || height <= 0) return false;
  const area = (box: Box) => (box.right - box.left) * (box.top - box.bottom);
  return width * height >= MIN_OVERLAP * Math.min(area(a), area(b));
}

/** Runs of items in drawing order, each going down the page; a jump back up starts the next. */
function flowsOf(page: PageText): TextItem[][] {
  const flows: TextItem[][] = [];
  let previous: TextItem | undefined;
  for (const item of page.items) {
    if (!previous || item.y - previous.y > FLOW_JUMP * page.height) flows.push([]);
    flows.at(-1)?.push(item);
    previous = item;
  }
  return flows;
}

function overprints(below: TextItem[], above: TextItem[]): boolean {
  const boxes = below.map(boxOf);
  const covered = above.filter((item) => {
    const box = boxOf(item);
    return boxes.some((other) => overlaps(box, other));
  }).length;
  return (
    covered >= MIN_OVERPRINTED &&
    covered >= OVERPRINTED_SHARE * Math.min(below.length, above.length)
  );
}

/**
 * Text drawn over other text (a sidebar the page's design slid over the main column, its white
 * text invisible once printed without backgrounds) cannot be read line by line: each baseline
 * would mix both. The PDF draws each part as one flow, so flows that overprint the ones before
 * become overlays, read on their own after the part holding the biggest text (the name).
 */
export function separateOverprints(page: PageText): PageText {
  const flows = flowsOf(page);
  if (flows.length < 2) return page;
  const overlays: TextItem[][] = [];
  for (const flow of flows) {
    const current = overlays.at(-1);
    if (current && !overprints(current, flow)) current.push(...flow);
    else overlays.push([...flow]);
  }
  if (overlays.length < 2) return page;
  const biggest = (items: TextItem[]) => Math.max(...items.map((item) => item.size));
  const main = overlays.reduce((best, overlay) =>
    biggest(overlay) > biggest(best) ? overlay : best,
  );
  const rest = overlays.filter((overlay) => overlay !== main);
  return {
    ...page,
    items: [main, ...rest].flatMap((items, overlay) =>
      items.map((item) => (overlay === 0 ? item : { ...item, overlay })),
    ),
  };
}
