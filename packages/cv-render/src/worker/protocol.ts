import type { CoverLetterOptions, DocxOptions, RenderOptions } from '../render-options';

/** One render asked of the worker thread. */
export type RenderJob =
  | { kind: 'cv-pdf'; content: unknown; options: RenderOptions }
  | { kind: 'cv-svg-pages'; content: unknown; options: RenderOptions }
  | { kind: 'cv-docx'; content: unknown; options: DocxOptions }
  | { kind: 'cover-letter-pdf'; options: CoverLetterOptions }
  | { kind: 'warm-up' };

export interface RenderRequest {
  id: number;
  job: RenderJob;
}

/** A file's bytes, or the SVG documents of a CV's pages. */
export type RenderOutput = Uint8Array | string[];

export type RenderReply =
  { id: number; ok: true; output: RenderOutput } | { id: number; ok: false; message: string };
