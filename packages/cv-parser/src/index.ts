import { normaliseCvContent } from '@cvforge/cv-model';
import { buildSections } from './build-content';
import { cleanParsedValue } from './clean-text';
import { bodySize, detectSections } from './detect-sections';
import { flagDoubts } from './doubts/flag-doubts';
import { writeInNormalCase } from './normal-case';
import { findSources } from './sources';
import { groupLines, groupPages } from './group-lines';
import { mergeLines } from './merge-lines';
import { withCentredDatesRaised } from './centred-dates';
import { withCentredLabelsRaised } from './centred-labels';
import { withoutEntryMarkers } from './entry-markers';
import { scaleByOcrConfidence } from './ocr/confidence';
import { separateOverprints } from './overprint';
import { readPersonalInfo } from './personal-info';
import { readPdf, type ReadPdfOptions } from './read-pdf';
import { columnsOf, orderPages } from './reading-order';
import { stripPageFurniture } from './strip-page-furniture';
import type { OrderedLine, PageText, ParsedCv } from './types';

export { cleanParsedText, cleanParsedValue } from './clean-text';
export {
  CvParseError,
  PARSE_FAILURE_MESSAGES,
  ParseAbortedError,
  type ParseFailureReason,
} from './errors';
export {
  createParsePool,
  parseCvPdfInWorker,
  type ParseInWorkerOptions,
  type ParseOptions,
  type ParsePool,
  type ParsePoolOptions,
} from './parse-in-worker';
export type { ParsedCv } from './types';
export { OCR_PAGE_CAP, OCR_TIMEOUT_MS } from './ocr/bounds';

/**
 * The text of a PDF, one line per baseline in page order: what an ATS reads before parsing.
 * No OCR: an ATS reads a scan as empty, so this fails with `no_text_layer`.
 */
export async function readPdfText(bytes: Uint8Array): Promise<string> {
  const { pages } = await readPdf(bytes, { ocr: false });
  return pages.flatMap((page) => groupLines(page).map((line) => line.text)).join('\n');
}

/**
 * Steps 2–3: text drawn over other text becomes its own part; items on one baseline become
 * lines, split into chunks at wide gaps and column edges; page numbers and repeated headers or
 * footers go; columns are read one after the other; entry markers (a glyph over or before an
 * entry's header) go.
 */
export function linesInReadingOrder(drawn: PageText[]): OrderedLine[] {
  const pages = drawn.map(separateOverprints);
  return withCentredDatesRaised(
    withCentredLabelsRaised(
      withoutEntryMarkers(orderPages(pages, stripPageFurniture(pages, groupPages(pages)))),
    ),
  );
}

/**
 * PDF bytes to canonical CV content. Throws CvParseError; nothing that is not in the PDF is made up.
 * A PDF without a text layer is read by OCR, which takes seconds: `onOcrStart` tells the caller
 * (the parse pool extends the document's time bound to OCR_TIMEOUT_MS).
 */
export async function parseCvPdf(
  bytes: Uint8Array,
  options: Pick<ReadPdfOptions, 'onOcrStart'> = {},
): Promise<ParsedCv> {
  // 1. Text items with positions, sizes and bold fonts (encrypted and corrupt PDFs fail); a PDF
  //    without text is read by OCR, its words becoming the same items.
  const { pages, textItems, ocr } = await readPdf(bytes, options);
  // 2–3. Lines in reading order.
  const ordered = linesInReadingOrder(pages);
  // 4. Wrapped lines rejoin their bullet or paragraph.
  const lines = mergeLines(ordered);
  // 5. Headings (typography + vocabulary) cut the lines into sections.
  const sections = detectSections(lines);
  // 6. Personal info from the top block and any contact section.
  const links = pages.flatMap((page) =>
    (page.links ?? []).map((link) => ({ ...link, page: page.number })),
  );
  const personal = readPersonalInfo(sections, lines, bodySize(lines), links);
  // 7–9. Experience, dates, education, skills and the other sections.
  const { drafts, confidence } = buildSections(sections);
  // 10. Canonical content, with the confidence of every field found beside it.
  const content = normaliseCvContent({ personal_info: personal.info, sections: drafts });
  const printed = writeInNormalCase(content);
  // 11. Values that fail a check or disagree with another reading are flagged, with a reason.
  const { confidence: fields, reasons } = flagDoubts(content, {
    ...personal.confidence,
    ...confidence,
  });
  // 12. Text cleaned where it leaves the parser: no NUL, control, icon glyph or soft hyphen.
  return cleanParsedValue({
    content,
    confidence: ocr ? scaleByOcrConfidence(fields, content, ocr.words, ocr.confidence) : fields,
    reasons,
    printed,
    sources: findSources(content, sections, lines, pages),
    stats: {
      pages: ocr ? ocr.pages.length : pages.length,
      textItems,
      columns: columnsOf(ordered),
      ocr: ocr !== null,
      headings: sections
        .filter((section) => section.title)
        .map((section) => ({ title: section.title, type: section.type ?? null })),
    },
  });
}
