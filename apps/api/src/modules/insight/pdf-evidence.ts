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
}

/**
 * What a real parse of the CV's PDF sees. An uploaded CV: the stats the parse job kept (null
 * for CVs uploaded before they were kept). A CV built in the app: our own rendering of it in its
 * template, parsed back.
 */
export async function pdfEvidenceOf(
  { renderer, parseCvPdf, templateFor }: PdfEvidenceDeps,
  cv: InsightCvRow,
  content: CvContent,
): Promise<PdfEvidence | null> {
  if (cv.storage_key) return cv.parse_stats ? { source: 'uploaded', ...cv.parse_stats } : null;
  const templateId = await templateFor(cv.user_id, content.metadata.template_id);
  const parsed = await parseCvPdf(await renderer.renderCvPdf(content, { templateId }));
  return parsed.ok ? { source: 'rendered', ...parsed.stats, confidence: parsed.confidence } : null;
}
