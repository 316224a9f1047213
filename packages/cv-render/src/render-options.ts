import type { CvContent, PaperSize } from '@cvforge/contracts';

/** Options of the renderers, apart from them so the worker client needs no React or @react-pdf. */
export interface RenderOptions {
  templateId: string;
  paperSize?: PaperSize;
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
