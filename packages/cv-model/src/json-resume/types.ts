/**
 * JSON Resume v1.2.1 (https://jsonresume.org/schema), the parts cvforge reads and writes. Every
 * object allows more properties; cvforge's own fields without a JSON Resume home travel as
 * `x-cvforge-*` properties and under `meta.cvforge`, so a cvforge → JSON Resume → cvforge round
 * trip keeps everything.
 */
export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
}
export interface JsonResumeProfile {
  network?: string;
  username?: string;
  url?: string;
}
export interface JsonResumeBasics {
  name?: string;
  label?: string;
  image?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: JsonResumeLocation;
  profiles?: JsonResumeProfile[];
}
type Extra = { [key: `x-cvforge-${string}`]: string | undefined };
interface Dated {
  startDate?: string;
  endDate?: string;
}
export type JsonResumeWork = Extra &
  Dated & {
    name?: string;
    position?: string;
    location?: string;
    url?: string;
    summary?: string;
    description?: string;
    highlights?: string[];
  };
export type JsonResumeEducation = Extra &
  Dated & {
    institution?: string;
    url?: string;
    area?: string;
    studyType?: string;
    score?: string;
    courses?: string[];
  };
export interface JsonResumeSkill {
  name?: string;
  level?: string;
  keywords?: string[];
}
export interface JsonResumeLanguage {
  language?: string;
  fluency?: string;
}
export type JsonResumeProject = Extra &
  Dated & {
    name?: string;
    description?: string;
    highlights?: string[];
    url?: string;
  };
export type JsonResumeCertificate = Extra & {
  name?: string;
  date?: string;
  issuer?: string;
  url?: string;
};
export type JsonResumeAward = Extra & {
  title?: string;
  date?: string;
  awarder?: string;
  summary?: string;
};
export type JsonResumeReference = Extra & { name?: string; reference?: string };

export interface JsonResume {
  $schema?: string;
  basics?: JsonResumeBasics;
  work?: JsonResumeWork[];
  volunteer?: unknown[];
  education?: JsonResumeEducation[];
  awards?: JsonResumeAward[];
  certificates?: JsonResumeCertificate[];
  publications?: unknown[];
  skills?: JsonResumeSkill[];
  languages?: JsonResumeLanguage[];
  interests?: unknown[];
  references?: JsonResumeReference[];
  projects?: JsonResumeProject[];
  meta?: { canonical?: string; version?: string; lastModified?: string; cvforge?: unknown };
}

/** JSON Resume sections cvforge has no place for; an import leaves them out. */
export const JSON_RESUME_IGNORED_SECTIONS = ['volunteer', 'publications', 'interests'] as const;

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.2.1/schema.json';
