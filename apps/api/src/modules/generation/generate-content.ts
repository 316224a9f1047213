import type { CvContent } from '@cvforge/contracts';
import type { BulletRef, OtherCv, TailorSectionChoice } from '@cvforge/insight';
import type { GenerationEngine } from './generation.engine';
import type { GenerationRow } from './generation.repository';

export interface GeneratedContent {
  content: CvContent;
  /** 1-10 against the job; null when there is no job (brief overview, optimize without one). */
  matchScore: number | null;
  bulletDropOrder: readonly BulletRef[];
  hasCoverLetter: boolean;
}

/** Whether the content carries a letter (the engine stores it in its cover_letter section). */
function hasLetter(content: CvContent): boolean {
  const letter = content.sections.find((section) => section.type === 'cover_letter');
  return letter?.type === 'cover_letter' && letter.content.cover_letter.content.trim() !== '';
}

const withTemplate = (content: CvContent, templateId: string): CvContent =>
  templateId ? { ...content, metadata: { ...content.metadata, template_id: templateId } } : content;

/** Runs the engine for one generation row: the content to store, before page fitting. */
export async function generateContent(
  engine: GenerationEngine,
  generation: GenerationRow,
  { otherCvs }: { otherCvs: readonly OtherCv[] },
): Promise<GeneratedContent> {
  const { request } = generation;
  const finish = (
    content: CvContent,
    rest: Omit<GeneratedContent, 'content' | 'hasCoverLetter'>,
  ) => {
    const stored = withTemplate(content, request.template_id);
    return { content: stored, hasCoverLetter: hasLetter(stored), ...rest };
  };
  if (generation.kind === 'brief-overview') {
    const content = await engine.briefOverviewCv(request.overview ?? '');
    return finish(content, { matchScore: null, bulletDropOrder: [] });
  }
  if (!request.source_content) throw new Error('the generation has no source content');
  if (generation.kind === 'optimize' && !generation.job_description) {
    const content = await engine.optimizeCv(request.source_content, request.matching_level, {
      otherCvs,
    });
    return finish(content, { matchScore: null, bulletDropOrder: [] });
  }
  const sections: TailorSectionChoice[] = request.cv_sections.map((section) => ({
    type: section.type,
    is_visible: section.is_visible,
    order: section.order,
    title: section.title,
  }));
  const tailored = await engine.tailorCv({
    source: generation.source_option ?? 'full_cv',
    content: request.source_content,
    otherCvs,
    job: {
      company_name: generation.company_name,
      job_title: generation.job_title || request.source_content.metadata.target_role,
      job_description: generation.job_description,
    },
    matchingLevel: request.matching_level,
    cvLength: request.cv_length,
    includeSoftSkills: request.include_soft_skills,
    includeAchievements: request.include_achievements,
    includeCoverLetter: request.include_cover_letter,
    whyCompany: request.why_company,
    parseConfidence: request.parse_confidence,
    sections,
  });
  return finish(tailored.content, {
    matchScore: tailored.matchScore,
    bulletDropOrder: tailored.bulletDropOrder,
  });
}
