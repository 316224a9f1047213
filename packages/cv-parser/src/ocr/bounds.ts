/**
 * Bounds of the OCR path (a PDF without a text layer). Kept free of imports so the API can read
 * them without loading pdf.js or tesseract.js.
 */

/** Only the first pages of a scan are read: a CV's content is there, and OCR costs seconds a page. */
export const OCR_PAGE_CAP = 3;

/** Pages are rendered at this resolution for recognition (measured: 300 dpi is slower, not better). */
export const OCR_DPI = 200;

/**
 * Time the OCR path may take in total (engine start, rendering, recognition, a second pass in
 * another language). Pages not started by then are skipped; a page still running is abandoned.
 */
export const OCR_TIME_BUDGET_MS = 40_000;

/**
 * The worker timeout a caller must allow for a PDF that may be a scan: the OCR budget plus the
 * text pass and the layout analysis. The 10 s default of `parseCvPdfInWorker` is for text PDFs;
 * with it, a scan ends as `timeout`.
 */
export const OCR_TIMEOUT_MS = OCR_TIME_BUDGET_MS + 10_000;

/** Below this mean word confidence (0–100) a page's words are noise, not text. */
export const OCR_MIN_WORD_CONFIDENCE = 30;
