import type { SectionContent, SectionType } from '@cvforge/contracts';
import {
  achievementParser,
  awardParser,
  certificationParser,
  educationParser,
  experienceParser,
  languageParser,
  projectParser,
  referenceParser,
  softSkillParser,
} from './entries';
import { listSectionHandler, type SectionHandler } from './list-section';
import { isPersonalInfoEmpty, mergePersonalInfo, readPersonalInfo } from './personal-info';
import { coverLetterHandler, skillsHandler, summaryHandler } from './text-sections';

const personalInfoHandler: SectionHandler<SectionContent<'personal_info'>> = {
  normalise: (raw) => readPersonalInfo([raw]),
  merge: mergePersonalInfo,
  isEmpty: isPersonalInfoEmpty,
  finalise: (content) => content,
};

// Short items (languages, soft skills, certificates) split on commas too; sentences only on lines.
const SECTION_HANDLERS: { [T in SectionType]: SectionHandler<SectionContent<T>> } = {
  personal_info: personalInfoHandler,
  summary: summaryHandler,
  experience: listSectionHandler('experiences', experienceParser, 'lines', [
    'experience',
    'workexperience',
    'work',
    'jobs',
    'positions',
  ]),
  education: listSectionHandler('education', educationParser, 'lines', ['educations', 'schools']),
  skills: skillsHandler,
  achievements: listSectionHandler('achievements', achievementParser, 'lines'),
  soft_skills: listSectionHandler('soft_skills', softSkillParser, 'items', ['softskill']),
  languages: listSectionHandler('languages', languageParser, 'items'),
  projects: listSectionHandler('projects', projectParser, 'lines'),
  certifications: listSectionHandler('certifications', certificationParser, 'items', [
    'certificates',
  ]),
  references: listSectionHandler('references', referenceParser, 'lines', ['referees']),
  awards: listSectionHandler('awards', awardParser, 'lines'),
  cover_letter: coverLetterHandler,
};

export type AnySectionContent = SectionContent<SectionType>;

/** The handler of one type, widened so callers can work over a map keyed by type. */
export function sectionHandler(type: SectionType): SectionHandler<AnySectionContent> {
  return SECTION_HANDLERS[type] as SectionHandler<AnySectionContent>;
}
