import { SECTION_TYPES, type SectionType } from '@cvforge/contracts';
import { normaliseKey } from './values';

/** Names a section type goes by, as a type, a section title or a top-level key (normalised keys). */
export const SECTION_TYPE_ALIASES: Readonly<Record<SectionType, readonly string[]>> = {
  personal_info: [
    'personalinfo',
    'personalinformation',
    'personaldetails',
    'personal',
    'contact',
    'contactinfo',
    'contactinformation',
    'contactdetails',
    'basics',
  ],
  summary: [
    'summary',
    'professionalsummary',
    'profile',
    'professionalprofile',
    'about',
    'aboutme',
    'objective',
    'careerobjective',
    'overview',
  ],
  experience: [
    'experience',
    'experiences',
    'workexperience',
    'professionalexperience',
    'work',
    'workhistory',
    'employment',
    'employmenthistory',
  ],
  education: ['education', 'educations', 'academic', 'academics', 'academicbackground'],
  skills: ['skills', 'skill', 'technicalskills', 'keyskills', 'competencies', 'coreskills'],
  achievements: ['achievements', 'achievement', 'accomplishments', 'keyachievements'],
  soft_skills: ['softskills', 'softskill', 'interpersonalskills'],
  languages: ['languages', 'language', 'languageskills'],
  projects: ['projects', 'project', 'personalprojects', 'keyprojects'],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'certificate',
    'licenses',
    'licensesandcertifications',
    'licensescertifications',
  ],
  references: ['references', 'reference', 'referees'],
  awards: ['awards', 'award', 'awardsrecognition', 'awardsandrecognition', 'honors', 'honours'],
  cover_letter: ['coverletter'],
};

const TYPE_BY_ALIAS = new Map<string, SectionType>(
  SECTION_TYPES.flatMap((type) =>
    SECTION_TYPE_ALIASES[type].map((alias) => [alias, type] as const),
  ),
);

export function resolveSectionType(value: unknown): SectionType | undefined {
  return typeof value === 'string' ? TYPE_BY_ALIAS.get(normaliseKey(value)) : undefined;
}
