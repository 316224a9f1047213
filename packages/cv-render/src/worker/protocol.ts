import type { CoverLetterOptions, DocxOptions, RenderOptions } from '../render-options';

/** One render asked of the worker thread. */
export type RenderJob =
  | { kind: 'cv-pdf'; content: unknown; options: RenderOptions }
  | { kind: 'cv-docx'; content: unknown; options: DocxOptions }
  | { kind: 'cover-letter-pdf'; options: CoverLetterOptions }
  | { kind: 'warm-up' };

export interface RenderRequest {
  id: number;
  job: RenderJob;
}

export type RenderReply =
  { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; message: string };
