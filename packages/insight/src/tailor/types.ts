import type { ContentSourceOption, CvContent, ReportEngine, SectionType } from '@cvforge/contracts';
import type { OtherCv } from '../types';

/** The job a CV is tailored to (the wizard's details step). */
export interface TailorJob {
  company_name: string;
  job_title: string;
  job_description: string;
}

/** One section as the wizard's section management left it. */
export interface TailorSectionChoice {
  type: SectionType;
  is_visible: boolean;
  order: number;
  title?: string | undefined;
}

export interface TailorInput {
  source: ContentSourceOption;
  /** full_cv: the chosen CV; default_cv and contact_only: the user's default CV. */
  content: CvContent;
  /** The user's other CVs: evidence for skills the job asks for (never copied blindly). */
  otherCvs?: readonly OtherCv[] | undefined;
  job: TailorJob;
  /** 1 (reorder only) … 10 (every supported rewrite). */
  matchingLevel: number;
  /** Pages the rendered CV may fill (1-4); see TailoredCv.bulletDropOrder. */
  cvLength: number;
  includeSoftSkills: boolean;
  includeAchievements: boolean;
  includeCoverLetter: boolean;
  /** The user's own "Why this company?" line: its own paragraph of the letter, never invented. */
  whyCompany?: string | undefined;
  /**
   * The parser's confidence per field path of an uploaded source CV (`personal_info.title`,
   * `sections.experience.0.company`): values below DOUBTFUL_BELOW are not promoted into the
   * headline or the letter (docs/decisions/035-cover-letter-quality.md).
   */
  parseConfidence?: Readonly<Record<string, number>> | null | undefined;
  /** Order and visibility from the wizard; empty keeps the source's. */
  sections: readonly TailorSectionChoice[];
}

/** A bullet of the tailored content: experiences[experience].achievements[bullet]. */
export interface BulletRef {
  experience: number;
  bullet: number;
}

export interface TailoredCv {
  content: CvContent;
  /** The generated CV against the job, by the career engine, on the spec's 1-10 scale. */
  matchScore: number;
  /** 250-400 words from the CV's own evidence, or null when not asked for. */
  coverLetter: string | null;
  /**
   * Bullets least relevant to the job first. The renderer drops them in this order until the PDF
   * fits cvLength pages; never a whole job (each experience keeps at least one bullet).
   */
  bulletDropOrder: readonly BulletRef[];
  /** Who wrote it: the built-in engine (with why, when an AI provider was asked) or the model. */
  engine?: ReportEngine | undefined;
}
