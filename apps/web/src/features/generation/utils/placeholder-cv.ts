import type { CvListItem, GenerateFromJobBody, GenerationResult } from '@cvforge/contracts';

/**
 * The started CV as the dashboard shows it until the cv.generated event (or the next list
 * read) brings the real one: processing, typed generated (docs/product.md §C4).
 */
export function placeholderCv(result: GenerationResult, body: GenerateFromJobBody): CvListItem {
  const now = new Date().toISOString();
  return {
    id: result.cv_id,
    title: result.file_name || `${body.job_title} at ${body.company_name}`,
    fileName: result.file_name,
    status: 'processing',
    type: 'generated',
    description: null,
    is_default: false,
    fileSize: 0,
    fileType: null,
    createdAt: now,
    updatedAt: now,
    uploaded_at: null,
    tags: [],
    ats_score: null,
    sections: body.cv_sections,
    preview_content: null,
  };
}
