import type { ListSectionType } from '@cvforge/contracts';
import type { ListSeparator } from './list-text';

/** One input of a section or entry editor. Labels are unique on the page, so they name fields. */
export interface FieldSpec {
  key: string;
  label: string;
  /** text (default), a multi-line text, or a list typed as text (string[] in the content). */
  kind?: 'text' | 'textarea' | ListSeparator;
  type?: 'email' | 'url' | 'tel';
  hint?: string;
}

export const PERSONAL_FIELDS: readonly FieldSpec[] = [
  { key: 'name', label: 'Full name' },
  { key: 'title', label: 'Professional title' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'location', label: 'Location' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'website', label: 'Website' },
];

/** Shown instead of Location when an imported resume gave the address in parts. */
export const LOCATION_PART_FIELDS: readonly FieldSpec[] = [
  { key: 'address', label: 'Street address' },
  { key: 'postal_code', label: 'Postal code' },
  { key: 'city', label: 'City' },
  { key: 'region', label: 'Region' },
  { key: 'country_code', label: 'Country code', hint: 'e.g. US, DE' },
];

/** Shown instead of LinkedIn when an imported resume listed its profiles; numbered. */
export const PROFILE_FIELDS: readonly FieldSpec[] = [
  { key: 'network', label: 'Network' },
  { key: 'username', label: 'Username' },
  { key: 'url', label: 'Profile URL', type: 'url' },
];

export const SUMMARY_FIELD: FieldSpec = {
  key: 'text',
  label: 'Professional Summary',
  kind: 'textarea',
  hint: '4–6 sentences',
};

const COMMA_HINT = 'Separate with commas';
export const SKILL_FIELDS: readonly FieldSpec[] = [
  { key: 'technical', label: 'Technical skills', kind: 'comma', hint: COMMA_HINT },
  { key: 'professional', label: 'Professional skills', kind: 'comma', hint: COMMA_HINT },
  { key: 'tools', label: 'Tools', kind: 'comma', hint: COMMA_HINT },
];

/** Shown instead of the three lists when an imported resume named its skill groups; numbered. */
export const SKILL_GROUP_FIELDS: readonly FieldSpec[] = [
  { key: 'name', label: 'Skill group' },
  { key: 'level', label: 'Skill level', hint: 'e.g. Master' },
  { key: 'keywords', label: 'Skill keywords', kind: 'comma', hint: COMMA_HINT },
];

/** What one entry of a list section is called: "Experience 1", "Add Experience". */
export const ENTRY_NOUNS: Readonly<Record<ListSectionType, string>> = {
  experience: 'Experience',
  education: 'Education',
  achievements: 'Achievement',
  soft_skills: 'Soft Skill',
  languages: 'Language',
  references: 'Reference',
  certifications: 'Certification',
  projects: 'Project',
  awards: 'Award',
};

/** The inputs of one entry; each label gets the entry's number ("Job title 1"). */
export const ENTRY_FIELDS: Readonly<Record<ListSectionType, readonly FieldSpec[]>> = {
  experience: [
    { key: 'title', label: 'Job title' },
    { key: 'company', label: 'Company' },
    { key: 'duration', label: 'Duration' },
    { key: 'location', label: 'Job location' },
    { key: 'achievements', label: 'Key achievements', kind: 'line', hint: 'One per line' },
  ],
  education: [
    { key: 'degree', label: 'Degree' },
    { key: 'field', label: 'Field of study' },
    { key: 'institution', label: 'Institution' },
    { key: 'year', label: 'Study dates', hint: 'e.g. 2016 – 2020, or the graduation year' },
    { key: 'gpa', label: 'GPA', hint: 'Optional' },
    { key: 'honors', label: 'Honors', hint: 'Optional' },
  ],
  achievements: [
    { key: 'name', label: 'Achievement' },
    { key: 'description', label: 'Achievement description', kind: 'textarea' },
    { key: 'year', label: 'Achievement year' },
    { key: 'context', label: 'Achievement context' },
  ],
  soft_skills: [
    { key: 'name', label: 'Soft skill' },
    { key: 'description', label: 'Soft skill description', kind: 'textarea' },
  ],
  languages: [
    { key: 'name', label: 'Language' },
    { key: 'level', label: 'Language level' },
  ],
  references: [
    { key: 'name', label: 'Reference name' },
    { key: 'title', label: 'Reference title' },
    { key: 'company', label: 'Reference company' },
    { key: 'contact', label: 'Reference contact' },
  ],
  certifications: [
    { key: 'name', label: 'Certification name' },
    { key: 'issuing_organization', label: 'Issuing organization' },
    { key: 'year', label: 'Certification year' },
    { key: 'expiry', label: 'Certification expiry' },
  ],
  projects: [
    { key: 'name', label: 'Project name' },
    { key: 'description', label: 'Project description', kind: 'textarea' },
    { key: 'year', label: 'Project year' },
    { key: 'url', label: 'Project URL', type: 'url' },
  ],
  awards: [
    { key: 'name', label: 'Award name' },
    { key: 'year', label: 'Award year' },
    { key: 'description', label: 'Award description', kind: 'textarea' },
  ],
};
