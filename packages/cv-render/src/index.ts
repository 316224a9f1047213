export { renderCvPdf, renderCvSvgPages, renderCoverLetterPdf, warmUp } from './render-pdf';
export { renderCvDocx } from './docx/render-docx';
export type { CoverLetterOptions, DocxOptions, RenderOptions } from './render-options';
export {
  TEMPLATES,
  TEMPLATE_IDS,
  isTemplateId,
  templateOf,
  type TemplateId,
  type TemplateInfo,
} from './templates/catalogue';
export type { TemplateTokens } from './templates/tokens';
export { STANDARD_HEADINGS, headingOf, bodySections, contactLines, photoOf } from './cv-view';
export { sectionView, type EntryView, type SectionView } from './section-view';
