/** How a list is typed in one text box (docs/product.md §C5): skills comma-separated, achievements by line. */
export type ListSeparator = 'comma' | 'line';

const SPLITTERS: Record<ListSeparator, RegExp> = { comma: /,/, line: /\r?\n/ };
const JOINERS: Record<ListSeparator, string> = { comma: ', ', line: '\n' };

/** The typed text as trimmed items, blanks dropped. */
export function splitListText(text: string, separator: ListSeparator): string[] {
  return text
    .split(SPLITTERS[separator])
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function joinListText(items: readonly string[], separator: ListSeparator): string {
  return items.join(JOINERS[separator]);
}
