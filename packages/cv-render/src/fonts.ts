import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A font file inside an npm package: every font the renderer uses ships with the package. */
const packageFile = (name: string, file: string) =>
  path.join(path.dirname(require.resolve(`${name}/package.json`)), file);

const dejavu = (file: string) => packageFile('dejavu-fonts-ttf', `ttf/${file}`);

/**
 * The Typst fonts, loaded once per compiler (docs/decisions/016-typst.md). Source Sans 3 and
 * Source Serif 4 are the templates' families (Latin, Greek, Cyrillic); DejaVu Sans covers
 * Hebrew, Arabic and symbols (upright, in italic runs too); Noto Emoji draws emoji in outline;
 * DejaVu Sans Mono (Latin, Greek, Cyrillic) is the monospace face, Typst's own choice for raw text.
 */
export const BASE_FONT_FILES = [
  ...['Regular', 'Bold', 'It', 'BoldIt'].map((style) =>
    packageFile('source-sans', `TTF/SourceSans3-${style}.ttf`),
  ),
  ...['Regular', 'Bold', 'It', 'BoldIt'].map((style) =>
    packageFile('source-serif', `TTF/SourceSerif4-${style}.ttf`),
  ),
  // Upright only: DejaVu's obliques have no Arabic, and Typst takes the family's closest style.
  ...['', '-Bold'].map((style) => dejavu(`DejaVuSans${style}.ttf`)),
  ...['', '-Bold'].map((style) => dejavu(`DejaVuSansMono${style}.ttf`)),
  packageFile('@expo-google-fonts/noto-emoji', '400Regular/NotoEmoji_400Regular.ttf'),
];

/** Noto Sans SC (Chinese, Japanese kana): 21 MB, loaded only by the first CV that has CJK text. */
export const CJK_FONT_FILES = [
  '400Regular/NotoSansSC_400Regular.ttf',
  '700Bold/NotoSansSC_700Bold.ttf',
].map((file) => packageFile('@expo-google-fonts/noto-sans-sc', file));

/** Families after the template's own, in order; nothing else is used (Typst's fallback is off). */
export const FALLBACK_FAMILIES = ['DejaVu Sans', 'Noto Emoji'];
export const CJK_FAMILY = 'Noto Sans SC';

/** Han, kana and Hangul: the scripts only the CJK font has. */
export const needsCjk = (text: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);

/** The family the DOCX names: Word draws it with the reader's installed fonts. */
export const DOCX_FONT_FAMILY = 'DejaVu Sans';
