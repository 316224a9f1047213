import type {
  AchievementEntry,
  AwardEntry,
  CertificationEntry,
  EducationEntry,
  ExperienceEntry,
  LanguageEntry,
  ProjectEntry,
  ReferenceEntry,
  SoftSkillEntry,
} from '@cvforge/contracts';
import { dateRange, readFields, splitPair, type EntryParser } from './entry-fields';
import { toTextList } from './values';

const EXPERIENCE_FIELDS = {
  title: ['title', 'jobtitle', 'role', 'position', 'designation', 'occupation'],
  company: ['company', 'employer', 'organization', 'organisation', 'companyname', 'name', 'firm'],
  duration: ['duration', 'dates', 'period', 'date', 'daterange', 'tenure', 'years'],
  location: ['location', 'city', 'address', 'place'],
} as const;
// Free-text descriptions come first, then bullet lists, so nothing given is lost.
const ACHIEVEMENT_SOURCES = [
  'description',
  'summary',
  'details',
  'achievements',
  'highlights',
  'bullets',
  'responsibilities',
  'duties',
  'accomplishments',
  'keyachievements',
  'tasks',
];

export const experienceParser: EntryParser<ExperienceEntry> = {
  fromText: (text) => ({ title: text, company: '', duration: '', location: '', achievements: [] }),
  fromFields(fields) {
    const { duration, ...rest } = readFields(fields, EXPERIENCE_FIELDS);
    const achievements = ACHIEVEMENT_SOURCES.flatMap((key) => toTextList(fields.get(key), 'lines'));
    return { ...rest, duration: duration || dateRange(fields), achievements };
  },
};

const EDUCATION_FIELDS = {
  degree: ['degree', 'qualification', 'studytype', 'diploma', 'title'],
  field: ['field', 'fieldofstudy', 'major', 'area', 'subject', 'course', 'specialization'],
  institution: [
    'institution',
    'school',
    'university',
    'college',
    'institute',
    'organization',
    'organisation',
    'name',
  ],
  year: ['year', 'graduationyear', 'graduationdate', 'date', 'dates', 'period', 'duration'],
  gpa: ['gpa', 'grade', 'score', 'cgpa'],
  honors: ['honors', 'honours', 'distinction', 'distinctions'],
} as const;

export const educationParser: EntryParser<EducationEntry> = {
  fromText: (text) => ({ degree: text, field: '', institution: '', year: '', gpa: '', honors: '' }),
  fromFields(fields) {
    const { year, ...rest } = readFields(fields, EDUCATION_FIELDS);
    return { ...rest, year: year || dateRange(fields) };
  },
};

const YEAR = ['year', 'date', 'dates', 'period', 'duration'];

const ACHIEVEMENT_FIELDS = {
  name: ['name', 'title', 'achievement'],
  description: ['description', 'details', 'summary', 'text'],
  year: YEAR,
  context: ['context', 'company', 'organization', 'organisation', 'employer', 'where'],
} as const;

export const achievementParser: EntryParser<AchievementEntry> = {
  fromText: (text) => ({ name: text, description: '', year: '', context: '' }),
  fromFields: (fields) => readFields(fields, ACHIEVEMENT_FIELDS),
};

const SOFT_SKILL_FIELDS = {
  name: ['name', 'skill', 'softskill', 'title'],
  description: ['description', 'details', 'example', 'evidence'],
} as const;

export const softSkillParser: EntryParser<SoftSkillEntry> = {
  fromText(text) {
    const [name, description] = splitPair(text);
    return { name, description };
  },
  fromFields: (fields) => readFields(fields, SOFT_SKILL_FIELDS),
};

const LANGUAGE_FIELDS = {
  name: ['name', 'language', 'lang', 'title'],
  level: ['level', 'proficiency', 'fluency'],
} as const;

export const languageParser: EntryParser<LanguageEntry> = {
  fromText(text) {
    const [name, level] = splitPair(text);
    return { name, level };
  },
  fromFields: (fields) => readFields(fields, LANGUAGE_FIELDS),
};

const PROJECT_FIELDS = {
  name: ['name', 'title', 'project', 'projectname'],
  description: ['description', 'summary', 'details', 'highlights'],
  year: YEAR,
  url: ['url', 'link', 'website', 'repository', 'repo', 'homepage'],
} as const;

export const projectParser: EntryParser<ProjectEntry> = {
  fromText: (text) => ({ name: text, description: '', year: '', url: '' }),
  fromFields(fields) {
    const { year, ...rest } = readFields(fields, PROJECT_FIELDS);
    return { ...rest, year: year || dateRange(fields) };
  },
};

const CERTIFICATION_FIELDS = {
  name: ['name', 'title', 'certification', 'certificate'],
  issuing_organization: [
    'issuingorganization',
    'issuingorganisation',
    'issuer',
    'issuedby',
    'organization',
    'organisation',
    'authority',
    'provider',
  ],
  year: ['year', 'date', 'issuedate', 'dateissued', 'issued', 'obtained'],
  expiry: ['expiry', 'expirydate', 'expires', 'expiration', 'expirationdate', 'validuntil'],
} as const;

export const certificationParser: EntryParser<CertificationEntry> = {
  fromText: (text) => ({ name: text, issuing_organization: '', year: '', expiry: '' }),
  fromFields: (fields) => readFields(fields, CERTIFICATION_FIELDS),
};

const REFERENCE_FIELDS = {
  name: ['name', 'fullname', 'referee'],
  title: ['title', 'jobtitle', 'position', 'role'],
  company: ['company', 'organization', 'organisation', 'employer'],
  contact: ['contact', 'contactinfo', 'email', 'phone', 'details', 'reference'],
} as const;

export const referenceParser: EntryParser<ReferenceEntry> = {
  fromText: (text) => ({ name: text, title: '', company: '', contact: '' }),
  fromFields: (fields) => readFields(fields, REFERENCE_FIELDS),
};

const AWARD_FIELDS = {
  name: ['name', 'title', 'award'],
  year: ['year', 'date', 'dates'],
  description: ['description', 'summary', 'details', 'awarder'],
} as const;

export const awardParser: EntryParser<AwardEntry> = {
  fromText: (text) => ({ name: text, year: '', description: '' }),
  fromFields: (fields) => readFields(fields, AWARD_FIELDS),
};
