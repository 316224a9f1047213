import { Parser } from 'htmlparser2';

type Attributes = Record<string, string>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const openTag = (name: string, attributes: Attributes) =>
  `<${name}${Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('')}>`;

interface PageGroup {
  attributes: Attributes;
  /** Where the group's content starts (after its open tag) and where the group ends. */
  contentStart: number;
  end: number;
}

/**
 * typst-ts's `svg()` draws every page into one SVG: the style and glyph definitions, then one
 * `<g class="typst-page">` per page, translated below the one before. Each page becomes an SVG of
 * its own: the shared part, that page's group at the origin, and the page's size
 * (`data-page-width`/`-height`) as viewBox, width and height. The parser only locates the
 * elements; the markup between them is copied as Typst wrote it (parsing the whole tree into a
 * DOM and serialising it again took four times as long as the typesetting).
 */
export function splitPages(svg: string): string[] {
  let depth = 0;
  let root: { attributes: Attributes; end: number } | undefined;
  let firstPageStart = -1;
  let open: Omit<PageGroup, 'end'> | undefined;
  const pages: PageGroup[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (depth === 0) root = { attributes, end: parser.endIndex + 1 };
        else if (depth === 1 && name === 'g' && attributes.class === 'typst-page') {
          if (firstPageStart < 0) firstPageStart = parser.startIndex;
          open = { attributes, contentStart: parser.endIndex + 1 };
        }
        depth++;
      },
      onclosetag() {
        depth--;
        if (depth === 1 && open) {
          pages.push({ ...open, end: parser.endIndex + 1 });
          open = undefined;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(svg);
  if (!root || pages.length === 0) throw new Error('The SVG has no typst-page groups');

  const shared = svg.slice(root.end, firstPageStart);
  return pages.map(({ attributes, contentStart, end }) => {
    const { transform: _atItsOffset, ...page } = attributes;
    const width = page['data-page-width'] ?? '';
    const height = page['data-page-height'] ?? '';
    const svgTag = openTag('svg', {
      ...root?.attributes,
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
      'data-width': width,
      'data-height': height,
    });
    return `${svgTag}${shared}${openTag('g', page)}${svg.slice(contentStart, end)}</svg>`;
  });
}
