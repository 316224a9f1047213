import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api';
import { CvParseError } from './errors';
import { OCR_PAGE_CAP, OCR_TIME_BUDGET_MS } from './ocr/bounds';
import type { OcrReading } from './ocr/read-scanned';
import type { PageLink, PageText, TextItem } from './types';

const MAX_BYTES = 20 * 1024 * 1024;
const MAX_PAGES = 30;
const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold/i;
const ITALIC_FONT = /italic|oblique|ital$/i;
/**
 * Icon fonts map their glyphs to ordinary letters ("a" for an envelope, "Ȳ" for a phone) or to
 * dingbats used as bullets: their text is no text.
 */
const ICON_FONT =
  /awesome|^fa-?(solid|regular|brands)|material.?(icons|symbols)|icomoon|academicons|fontello|ionicons|glyphicons|marvosym|wingdings|webdings|dingbats|typicons|octicons|bootstrap-?icons|remixicon|lineicons|simple-?icons|icofont|themify|devicon/i;
/** What an icon glyph becomes: a private-use code point, which the later steps treat as an icon. */
export const ICON_GLYPH = '\uE000';

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

export interface ReadPdfOptions {
  /** Read a PDF without a text layer by OCR (default). Off: it fails as `no_text_layer`. */
  ocr?: boolean;
  /** Called when OCR begins, which takes far longer than reading a text layer. */
  onOcrStart?: () => void;
}

export interface PdfReading {
  pages: PageText[];
  /** Text items in the PDF's own text layer (0 for a scan). */
  textItems: number;
  /** Set when the words came from OCR. */
  ocr: OcrReading | null;
}

interface PdfAnnotation {
  subtype?: string;
  url?: string;
  unsafeUrl?: string;
  rect?: number[];
}

/** The page's links to web pages; a broken annotation layer only loses the links. */
async function linksOf(page: { getAnnotations: () => Promise<unknown[]> }): Promise<PageLink[]> {
  const annotations = (await page.getAnnotations().catch(() => [])) as PdfAnnotation[];
  return annotations.flatMap((annotation) => {
    const url = annotation.url ?? annotation.unsafeUrl ?? '';
    const [left = 0, bottom = 0, right = 0, top = 0] = annotation.rect ?? [];
    return annotation.subtype === 'Link' && /^https?:\/\//i.test(url)
      ? [{ url, rect: [left, bottom, right, top] as PageLink['rect'] }]
      : [];
  });
}

function failureOf(error: unknown): CvParseError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return new CvParseError('encrypted', { cause: error });
  return new CvParseError('corrupt', { cause: error });
}

/**
 * Where pdf.js puts the @font-face rules of the fonts it loads: nowhere. The text pass only wants
 * the fonts' names; with font faces on and this document, pdf.js no longer turns every glyph shown
 * into a path (what it does for `disableFontFace`, a quarter of the operator list's time).
 */
const FONT_FACE_SINK = {
  createElement: () => ({ sheet: { cssRules: [], insertRule: () => 0 }, remove: () => undefined }),
  documentElement: { getElementsByTagName: () => [{ append: () => undefined }] },
  // pdf.js only calls the members above (its FontLoader, with no `fonts` on the document).
} as unknown as NonNullable<DocumentInitParameters['ownerDocument']>;

/**
 * The document for pdf.js. The text pass leaves images out (`maxImageSize: 0`): loading a page's
 * fonts (for their names) would otherwise decode every photo and logo on it, a third of the
 * parse on CVs with a picture. OCR opens the document again with its images, and renders pages,
 * so it draws glyphs as paths (`disableFontFace`).
 */
function openDocument(bytes: Uint8Array, { images }: { images: boolean }) {
  return getDocument({
    // pdf.js detaches the buffer it is given; the caller's bytes stay usable.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
    ...(images
      ? { disableFontFace: true }
      : { disableFontFace: false, maxImageSize: 0, ownerDocument: FONT_FACE_SINK }),
  });
}

/**
 * Step 1: every text item with its position, size and weight; fails with a reason people
 * understand. A PDF with no text at all is read by OCR (first OCR_PAGE_CAP pages).
 */
export async function readPdf(
  bytes: Uint8Array,
  options: ReadPdfOptions = {},
): Promise<PdfReading> {
  if (bytes.byteLength > MAX_BYTES) throw new CvParseError('too_large');
  const task = openDocument(bytes, { images: false });
  try {
    const doc = await task.promise.catch((error: unknown) => {
      throw failureOf(error);
    });
    if (doc.numPages > MAX_PAGES) throw new CvParseError('too_large');
    const pages: PageText[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      // Real font names (with "Bold") are only known once the page's fonts are loaded, which
      // takes the page's operator list (about 40 % of reading a page). Fonts are shared by the
      // whole document, so a later page using only fonts already loaded skips it.
      const fontIds = new Set((content.items as PdfTextItem[]).map((item) => item.fontName));
      if ([...fontIds].some((id) => id && !page.commonObjs.has(id))) await page.getOperatorList();
      const fontById = new Map<string, { bold: boolean; italic: boolean; icon: boolean }>();
      const fontOf = (id: string) => {
        let font = fontById.get(id);
        if (!font) {
          let name = '';
          try {
            name = String((page.commonObjs.get(id) as { name?: string } | null)?.name ?? '');
          } catch {
            name = '';
          }
          // A subset's name starts with a tag ("QVULDZ+FontAwesome5Free-Solid").
          const family = name.replace(/^[A-Z]{6}\+/, '');
          font = {
            bold: BOLD_FONT.test(family),
            italic: ITALIC_FONT.test(family.replace(/-Identity-H$/, '')),
            icon: ICON_FONT.test(family),
          };
          fontById.set(id, font);
        }
        return font;
      };
      const items: TextItem[] = [];
      for (const raw of content.items as PdfTextItem[]) {
        if (typeof raw.str !== 'string' || raw.str.trim() === '') continue;
        const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = raw.transform;
        const size = Math.hypot(c, d) || Math.hypot(a, b) || raw.height;
        const font = fontOf(raw.fontName);
        const text = font.icon ? raw.str.replace(/\S+/gu, ICON_GLYPH) : raw.str;
        items.push({ text, x, y, width: raw.width, size, bold: font.bold, italic: font.italic });
      }
      // Contact links sit on the first page; reading annotations costs ~15 % of a page's time.
      const links = number === 1 ? await linksOf(page) : [];
      pages.push({ number, width: viewport.width, height: viewport.height, items, links });
      page.cleanup();
    }
    const textItems = pages.reduce((sum, page) => sum + page.items.length, 0);
    if (textItems > 0) return { pages, textItems, ocr: null };
    if (options.ocr === false) throw new CvParseError('no_text_layer');
    // No text layer: a scan or a photo. The OCR modules load only now.
    options.onOcrStart?.();
    const { readScannedPages } = await import('./ocr/read-scanned');
    const numbers = pages.slice(0, OCR_PAGE_CAP).map((page) => page.number);
    const scan = openDocument(bytes, { images: true });
    try {
      const ocr = await readScannedPages(
        await scan.promise,
        numbers,
        Date.now() + OCR_TIME_BUDGET_MS,
      );
      return { pages: ocr.pages, textItems: 0, ocr };
    } finally {
      await scan.destroy();
    }
  } catch (error) {
    throw error instanceof CvParseError ? error : failureOf(error);
  } finally {
    await task.destroy();
  }
}
