import type { CvContent } from '@cvforge/contracts';
import type { PdfEvidence } from '@cvforge/insight';
import type { Renderer } from '@cvforge/cv-render/worker';
import type { ParseCvPdf } from '../cvs/parse-cv-pdf';
import type { InsightCvRow } from './insight.repository';

export interface PdfEvidenceDeps {
  renderer: Renderer;
  parseCvPdf: ParseCvPdf;
  /** The template the CV downloads in (what the plan allows of the one it names). */
  templateFor: (userId: string, templateId: string) => Promise<string>;
  /** Whether the PDF download sends the uploaded file as it is (cvs.service.ts). */
  sendsOriginal: (cv: InsightCvRow, content: CvContent) => Promise<boolean>;
}

/**
 * What a real parse of the PDF the user will send sees (docs/product.md §C9: layout is judged on
 * what the download gives). An uploaded CV downloaded as it is: the stats the parse job kept (null
 * for CVs uploaded before they were kept). Any other CV, including an uploaded one re-rendered in
 * a template or edited: our own rendering of it in its template, parsed back.
 */
export async function pdfEvidenceOf(
  { renderer, parseCvPdf, templateFor, sendsOriginal }: PdfEvidenceDeps,
  cv: InsightCvRow,
  content: CvContent,
): Promise<PdfEvidence | null> {
  if (cv.storage_key && (await sendsOriginal(cv, content)))
    return cv.parse_stats ? { source: 'uploaded', ...cv.parse_stats } : null;
  const templateId = await templateFor(cv.user_id, content.metadata.template_id);
  const parsed = await parseCvPdf(await renderer.renderCvPdf(content, { templateId }));
  // Every built-in template is one column by design (BUILT_IN_TEMPLATES); right-aligned dates
  // make the parser guess a second column, which is not the layout the user sends.
  return parsed.ok
    ? { source: 'rendered', ...parsed.stats, columns: 1, confidence: parsed.confidence }
    : null;
}
