export {
  renderCvPdf,
  renderCoverLetterPdf,
  warmUp,
  type RenderOptions,
  type CoverLetterOptions,
} from './render-pdf';
export { renderCvDocx, type DocxOptions } from './docx/render-docx';
export {
  TEMPLATES,
  TEMPLATE_IDS,
  isTemplateId,
  templateOf,
  type TemplateId,
  type TemplateInfo,
} from './templates/catalogue';
export type { TemplateTokens } from './templates/tokens';
export { STANDARD_HEADINGS, headingOf, bodySections } from './cv-view';
