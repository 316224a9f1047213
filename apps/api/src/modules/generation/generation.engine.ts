import type { CvContent } from '@cvforge/contracts';
import type { OptimizeOptions, TailorInput, TailoredCv } from '@cvforge/insight';

/**
 * What generation needs of @cvforge/insight: tailoring to a job (built-in or LLM engine), a CV
 * from a brief overview and an improved copy of a CV. Tests may pass their own at the app's edge.
 */
export interface GenerationEngine {
  tailorCv(input: TailorInput): Promise<TailoredCv>;
  briefOverviewCv(overview: string): Promise<CvContent> | CvContent;
  optimizeCv(
    content: CvContent,
    level: number,
    options: OptimizeOptions,
  ): Promise<CvContent> | CvContent;
}
