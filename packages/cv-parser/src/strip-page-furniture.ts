import type { Line, PageText } from './types';

const MARGIN_SHARE = 0.07;
const PAGE_NUMBER = /^(page\s*)?\d{1,3}(\s*(of|\/)\s*\d{1,3})?$|^[-–]\s*\d{1,3}\s*[-–]$/i;

const signature = (line: Line) => line.text.toLowerCase().replace(/\d+/g, '#');

/** Part of step 3: drops page numbers and headers or footers repeated on several pages. */
export function stripPageFurniture(pages: PageText[], linesByPage: Line[][]): Line[][] {
  const inMargin = (line: Line) => {
    const height = pages[line.page - 1]?.height ?? 842;
    return line.y > height * (1 - MARGIN_SHARE) || line.y < height * MARGIN_SHARE;
  };
  const pagesBySignature = new Map<string, Set<number>>();
  for (const line of linesByPage.flat()) {
    if (!inMargin(line)) continue;
    const pagesSeen = pagesBySignature.get(signature(line)) ?? new Set<number>();
    pagesSeen.add(line.page);
    pagesBySignature.set(signature(line), pagesSeen);
  }
  const isFurniture = (line: Line) =>
    inMargin(line) &&
    (PAGE_NUMBER.test(line.text.trim()) || (pagesBySignature.get(signature(line))?.size ?? 0) > 1);
  return linesByPage.map((lines) => lines.filter((line) => !isFurniture(line)));
}
