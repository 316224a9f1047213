import { createRequire } from 'node:module';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/** The family every template uses: DejaVu Sans covers accented Latin, Greek and Cyrillic. */
export const FONT_FAMILY = 'DejaVu Sans';

const fontDir = () => {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
};

/** The TTF files, also read by the DOCX writer's tests. TTF, not WOFF2: woff2 crashes fontkit. */
export const fontFile = (name: string) => path.join(fontDir(), name);

/**
 * Registers the fonts once, and before every later document drops the parsed font objects:
 * fontkit caches glyphs across documents, and a glyph cached without its code points gets an
 * empty or wrong ToUnicode entry in the next PDF ("Apollo" extracted as "ollo"). Re-opening
 * the TTFs costs a few milliseconds (see the bench).
 */
let registered = false;

interface LoadableSource {
  data: unknown;
  loadResultPromise: Promise<void> | null;
}

export function registerFonts(): void {
  if (registered) {
    // Not Font.reset(): it nulls the data but keeps the resolved load promise, so nothing reloads.
    const family = Font.getRegisteredFonts()[FONT_FAMILY] as unknown as {
      sources: LoadableSource[];
    };
    for (const source of family.sources) {
      source.data = null;
      source.loadResultPromise = null;
    }
    return;
  }
  registered = true;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: fontFile('DejaVuSans.ttf') },
      { src: fontFile('DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
      { src: fontFile('DejaVuSans-Oblique.ttf'), fontStyle: 'italic' },
      { src: fontFile('DejaVuSans-BoldOblique.ttf'), fontWeight: 'bold', fontStyle: 'italic' },
    ],
  });
  // No hyphenation: a word split over two lines ("develop-" / "ment") reads back as two words.
  Font.registerHyphenationCallback((word) => [word]);
}
