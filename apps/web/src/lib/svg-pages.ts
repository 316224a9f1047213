/**
 * An SVG page typeset by the API (docs/decisions/018-preview-pages.md) as an image URL. Data URLs
 * rather than blob URLs: nothing to revoke when pages are replaced, and the CSP allows data: images.
 */
export const svgImageUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The page's text runs in reading order, from the transparent text layer typst-ts writes into its
 * SVG (one `.tsel` element per run): what a screen reader reads instead of the picture.
 */
export function svgPageText(svg: string): string[] {
  const page = new DOMParser().parseFromString(svg, 'image/svg+xml');
  return Array.from(page.querySelectorAll('.tsel'), (run) => run.textContent?.trim() ?? '').filter(
    Boolean,
  );
}
