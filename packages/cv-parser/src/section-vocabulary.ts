import type { SectionType } from '@cvforge/contracts';
import { resolveSectionType } from '@cvforge/cv-model';

/** Heading words cv-model does not know yet (normalised: lower case, letters and digits only). */
const EXTRA_ALIASES: Readonly<Record<string, SectionType>> = {
  careerhistory: 'experience',
  professionalbackground: 'experience',
  relevantexperience: 'experience',
  workhistoryexperience: 'experience',
  professionalhistory: 'experience',
  employmentexperience: 'experience',
  educationtraining: 'education',
  educationandtraining: 'education',
  academichistory: 'education',
  qualifications: 'education',
  corecompetencies: 'skills',
  skillsexpertise: 'skills',
  skillsandexpertise: 'skills',
  areasofexpertise: 'skills',
  expertise: 'skills',
  technologies: 'skills',
  toolstechnologies: 'skills',
  skillstools: 'skills',
  personalstatement: 'summary',
  personalprofile: 'summary',
  contactme: 'personal_info',
  contactdetails: 'personal_info',
  licensescertifications: 'certifications',
  certificationslicenses: 'certifications',
  courses: 'certifications',
  honorsawards: 'awards',
  honoursawards: 'awards',
  volunteering: 'projects',
  publications: 'achievements',
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The section type a heading names ("Work History", "■ EDUCATION & TRAINING:"), if any. */
export function headingTypeOf(text: string): SectionType | undefined {
  const key = normalise(text);
  if (key.length < 4 || key.length > 40) return undefined;
  return resolveSectionType(key) ?? EXTRA_ALIASES[key];
}
