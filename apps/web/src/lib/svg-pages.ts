/**
 * An SVG page typeset by the API (docs/decisions/018-preview-pages.md) as an image URL. Data URLs
 * rather than blob URLs: nothing to revoke when pages are replaced, and the CSP allows data: images.
 */
export const svgImageUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });

/**
 * The page's text runs in reading order, from the transparent text layer typst-ts writes into its
 * SVG (each run the only text of a `.tsel` element): what a screen reader reads instead of the
 * picture. Scanned, not parsed: a page is a few hundred KB of glyph paths around a little text,
 * and the live preview reads it on every change.
 */
export function svgPageText(svg: string): string[] {
  return Array.from(svg.matchAll(/class="tsel"[^>]*>([^<]*)</g), ([, run = '']) =>
    decodeEntities(run).trim(),
  ).filter(Boolean);
}
