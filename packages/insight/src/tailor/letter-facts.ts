import type { CvContent, CvSectionOf, SectionType } from '@cvforge/contracts';
import { sectionsOf } from '../apply/sections';
import type { Knowledge } from '../knowledge';
import type { Relevance } from './relevance';
import type { TailorJob } from './types';

/** The letter speaks only of what the CV shows: sections hidden in the wizard stay out of it. */
export const shownSections = <T extends SectionType>(
  content: CvContent,
  type: T,
): CvSectionOf<T>[] => sectionsOf(content, type).filter((section) => section.is_visible);

export interface CoverLetterFacts {
  content: CvContent;
  job: TailorJob;
  relevance: Relevance;
  /** The job's skills the CV shows as experience, most wanted first. */
  skills: readonly string[];
  /** The user's own "Why this company?" line from the wizard; never written for them. */
  whyCompany?: string | undefined;
  knowledge?: Knowledge | undefined;
  /** Facts the parser was unsure of and the user has not confirmed: the letter leaves them out. */
  doubtful?: ((path: string) => boolean) | undefined;
}
