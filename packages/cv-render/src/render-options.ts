import type { CvContent, PaperSize } from '@cvforge/contracts';

/** Options of the renderers, apart from them so the worker client needs no Typst or docx. */
export interface RenderOptions {
  templateId: string;
  paperSize?: PaperSize;
  /** The PDF's creation time; now by default. The same content and date give the same bytes. */
  date?: Date;
  /** Exact texts the preview marks as applied improvements ("New"); downloads mark none. */
  highlights?: readonly string[];
}

export interface CoverLetterOptions {
  content: CvContent | unknown;
  letter: string;
  template: string;
  paperSize?: PaperSize;
  /** The date printed on the letter; today by default. */
  date?: Date;
}

export interface DocxOptions {
  template: string;
  paperSize?: PaperSize;
}
