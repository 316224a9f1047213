export type ParseFailureReason =
  'no_text_layer' | 'no_readable_text' | 'encrypted' | 'corrupt' | 'timeout' | 'too_large';

/** Shown to people (upload status, CLI), so plain words and a next step where there is one. */
export const PARSE_FAILURE_MESSAGES: Record<ParseFailureReason, string> = {
  /** Only when OCR is not tried (`readPdfText`: what an ATS reads). */
  no_text_layer: 'This PDF has no text layer (is it a scan?)',
  /** No text layer, and OCR found no words either (a blank page, a photo, an unreadable scan). */
  no_readable_text:
    'This PDF has no text we could read, not even by OCR. Please upload a PDF with selectable text or a clearer scan.',
  encrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  corrupt: 'This file is not a readable PDF. It may be damaged.',
  timeout: 'This PDF took too long to read.',
  too_large: 'This PDF is too large to read.',
};

export class CvParseError extends Error {
  readonly reason: ParseFailureReason;

  constructor(reason: ParseFailureReason, options?: { cause?: unknown }) {
    super(PARSE_FAILURE_MESSAGES[reason], options);
    this.name = 'CvParseError';
    this.reason = reason;
  }
}

export const isParseFailureReason = (value: unknown): value is ParseFailureReason =>
  typeof value === 'string' && value in PARSE_FAILURE_MESSAGES;

/**
 * A parse stopped before it finished because its caller or the pool ended it (a shutdown closing
 * the pool, a job handed back), not because of the document: never a reason to show a person,
 * and never a verdict on the file. The document may be perfectly readable.
 */
export class ParseAbortedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(
      'The parse was stopped before it finished (its pool closed or its caller gave up)',
      options,
    );
    this.name = 'ParseAbortedError';
  }
}
