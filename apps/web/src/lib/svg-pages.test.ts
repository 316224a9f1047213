import { describe, expect, it } from 'vitest';
import { svgImageUrl, svgPageText } from './svg-pages';

/** The shape typst-ts gives a page: glyphs drawn as paths, each text run again in a `.tsel`. */
const page = `<svg class="typst-doc" viewBox="0 0 596 842" xmlns="http://www.w3.org/2000/svg" xmlns:h5="http://www.w3.org/1999/xhtml">
<g class="typst-page"><g class="typst-text" transform="translate(42, 60)"><use href="#g1"/><g transform="scale(16,-16)"><foreignObject x="0" y="-62.5" width="300" height="62.5"><h5:div class="tsel" style="font-size: 62px">Ada Lovelace</h5:div></foreignObject></g></g>
<g class="typst-text" transform="translate(42, 90)"><g transform="scale(16,-16)"><foreignObject><h5:div class="tsel">Led a team of 4 &amp; shipped &lt;the engine&gt; &#39;&#x2014;</h5:div></foreignObject></g></g>
<g class="typst-text"><g><foreignObject><h5:div class="tsel">   </h5:div></foreignObject></g></g></g></svg>`;

describe('svg pages', () => {
  it('reads the text runs of the page in order, decoded, without blank runs', () => {
    expect(svgPageText(page)).toEqual([
      'Ada Lovelace',
      "Led a team of 4 & shipped <the engine> '—",
    ]);
  });

  it('makes an image URL that decodes back to the same SVG', () => {
    const url = svgImageUrl(page);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(page);
  });
});
