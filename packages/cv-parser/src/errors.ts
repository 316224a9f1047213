export type ParseFailureReason =
  'no_text_layer' | 'encrypted' | 'corrupt' | 'timeout' | 'too_large';

/** Shown to people (upload status, CLI), so plain words and a next step where there is one. */
export const PARSE_FAILURE_MESSAGES: Record<ParseFailureReason, string> = {
  no_text_layer: 'This PDF has no text layer (is it a scan?)',
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
