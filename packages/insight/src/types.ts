import type {
  AtsAnalytics,
  CareerAnalyticsReport,
  CvContent,
  EngineSuggestion,
  SectionType,
} from '@cvforge/contracts';
import type { TailorInput, TailoredCv } from './tailor/types';

/** The job a CV is measured against: a pasted job description or the role profile it maps to. */
export interface JobTargetInput {
  job_title?: string | undefined;
  company_name?: string | undefined;
  job_description?: string | undefined;
}

/**
 * What the real parse of the CV's PDF saw (the uploaded file, or our own rendering of a CV built
 * in the app). Null when no PDF could be read: compatibility is then reported as not measured.
 */
export interface PdfEvidence {
  source: 'uploaded' | 'rendered';
  pages: number;
  /** Text runs pdf.js found; 0 means no text layer (a scan). */
  textItems: number;
  columns: 1 | 2;
  /** Every heading the parser saw, with the section type it recognised (null: not a standard name). */
  headings: readonly { title: string; type: SectionType | null }[];
  /** Per-field parser confidence (0-1), e.g. 'personal_info.email'. */
  confidence: Readonly<Record<string, number>>;
}

/** Another CV of the same user: where a missing keyword may already be truthfully written. */
export interface OtherCv {
  title: string;
  content: CvContent;
}

export interface AtsInput {
  content: CvContent;
  target?: JobTargetInput | undefined;
  pdf?: PdfEvidence | null | undefined;
  otherCvs?: readonly OtherCv[] | undefined;
}

export interface CareerInput {
  content: CvContent;
  target?: JobTargetInput | undefined;
  otherCvs?: readonly OtherCv[] | undefined;
}

export interface SuggestInput {
  content: CvContent;
  report: AtsAnalytics;
}

/** The operations, by the built-in engine or an LLM with the built-in one as fallback. */
export interface InsightEngine {
  analyzeAts(input: AtsInput): Promise<AtsAnalytics>;
  analyzeCareer(input: CareerInput): Promise<CareerAnalyticsReport>;
  suggestImprovements(input: SuggestInput): Promise<EngineSuggestion[]>;
  /** A CV (and cover letter) tailored to a job from the user's own content, or sample content. */
  tailorCv(input: TailorInput): Promise<TailoredCv>;
}
