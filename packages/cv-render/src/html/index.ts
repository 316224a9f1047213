/**
 * The HTML side of the templates (the web preview and the dashboard's mini preview): pure React
 * DOM with inline styles from the same tokens as the PDF, and no Typst import.
 */
export { CvHtml, type CvHtmlProps } from './cv-html';
export { PAPER } from './styles';
export { TEMPLATES, TEMPLATE_IDS, isTemplateId, templateOf } from '../templates/catalogue';
export type { TemplateId, TemplateInfo } from '../templates/catalogue';
export type { TemplateTokens } from '../templates/tokens';
export { STANDARD_HEADINGS, headingOf, bodySections } from '../cv-view';
