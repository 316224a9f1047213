import type { CvContentInput, SectionType } from '@cvforge/contracts';
import { SECTION_DEFINITIONS } from '@cvforge/cv-model';

export interface CvExperienceSpec {
  title: string;
  company: string;
  /** Written as the person would: "Jan 2019 - Present", "03/2016 – 12/2018", "2014 - 2016". */
  duration: string;
  location?: string;
  achievements: string[];
}

export interface CvSpec {
  name: string;
  title: string;
  email: string;
  phone: string;
  location: string;
  linkedin?: string;
  summary: string;
  experiences: CvExperienceSpec[];
  education: { degree: string; field: string; institution: string; year: string }[];
  skills: { technical: string[]; professional?: string[]; tools?: string[] };
  softSkills?: string[];
  certifications?: { name: string; issuing_organization: string; year: string }[];
  projects?: { name: string; description: string; year: string }[];
  languages?: { name: string; level: string }[];
}

/** Builds CV content with sections in the usual order; optional sections only when given. */
export function buildCv(spec: CvSpec): CvContentInput {
  const personalInfo = {
    name: spec.name,
    title: spec.title,
    email: spec.email,
    phone: spec.phone,
    location: spec.location,
    linkedin: spec.linkedin ?? '',
  };
  const sections: NonNullable<CvContentInput['sections']> = [];
  const add = <T extends SectionType>(
    type: T,
    content: Extract<NonNullable<CvContentInput['sections']>[number], { type: T }>['content'],
  ): void => {
    sections.push({
      type,
      title: SECTION_DEFINITIONS[type].title,
      order: sections.length,
      content,
    } as NonNullable<CvContentInput['sections']>[number]);
  };

  add('personal_info', personalInfo);
  add('summary', { text: spec.summary });
  add('experience', {
    experiences: spec.experiences.map((entry) => ({ ...entry, location: entry.location ?? '' })),
  });
  add('education', { education: spec.education });
  add('skills', {
    technical: spec.skills.technical,
    professional: spec.skills.professional ?? [],
    tools: spec.skills.tools ?? [],
  });
  if (spec.softSkills?.length) {
    add('soft_skills', { soft_skills: spec.softSkills.map((name) => ({ name })) });
  }
  if (spec.certifications?.length) add('certifications', { certifications: spec.certifications });
  if (spec.projects?.length) add('projects', { projects: spec.projects });
  if (spec.languages?.length) add('languages', { languages: spec.languages });

  return { personal_info: personalInfo, metadata: { target_role: spec.title }, sections };
}
