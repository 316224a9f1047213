import type { SectionType } from '@cvforge/contracts';

export interface SectionDefinition {
  title: string;
  description: string;
  /** A lucide icon name (kebab-case), e.g. `briefcase`. */
  icon: string;
}

export interface SectionCatalogueEntry extends SectionDefinition {
  type: SectionType;
  order: number;
  is_visible: boolean;
  is_required: boolean;
}

export type SectionCatalogue = readonly SectionCatalogueEntry[];

/** Titles follow the manual form's section names (docs/product.md §C2 "Create CV screen"). */
export const SECTION_DEFINITIONS: Readonly<Record<SectionType, SectionDefinition>> = {
  personal_info: {
    title: 'Personal Information',
    description: 'Your name, contact details and links',
    icon: 'user',
  },
  summary: {
    title: 'Professional Summary',
    description: 'A short overview of who you are and what you offer',
    icon: 'file-text',
  },
  experience: {
    title: 'Work Experience',
    description: 'Roles you have held and what you achieved in them',
    icon: 'briefcase',
  },
  education: {
    title: 'Education',
    description: 'Degrees, schools and qualifications',
    icon: 'graduation-cap',
  },
  skills: {
    title: 'Skills',
    description: 'Technical skills, professional skills and tools',
    icon: 'wrench',
  },
  achievements: {
    title: 'Achievements',
    description: 'Results you are proud of',
    icon: 'trophy',
  },
  soft_skills: {
    title: 'Soft Skills',
    description: 'How you work with people',
    icon: 'heart-handshake',
  },
  languages: {
    title: 'Languages',
    description: 'Languages you speak and how well',
    icon: 'languages',
  },
  projects: {
    title: 'Projects',
    description: 'Work you built or led',
    icon: 'folder-kanban',
  },
  certifications: {
    title: 'Certifications',
    description: 'Certificates and licences',
    icon: 'badge-check',
  },
  references: {
    title: 'References',
    description: 'People who can vouch for you',
    icon: 'users',
  },
  awards: {
    title: 'Awards & Recognition',
    description: 'Prizes and honours you received',
    icon: 'medal',
  },
  cover_letter: {
    title: 'Cover Letter',
    description: 'A letter to accompany this CV',
    icon: 'mail',
  },
};

/** docs/product.md §C3: "Required sections are Personal Info, Summary and Experience." */
export const REQUIRED_SECTION_TYPES: readonly SectionType[] = [
  'personal_info',
  'summary',
  'experience',
];

export function isRequiredSectionType(type: SectionType): boolean {
  return REQUIRED_SECTION_TYPES.includes(type);
}

function entry(type: SectionType, order: number, isVisible: boolean): SectionCatalogueEntry {
  const isRequired = isRequiredSectionType(type);
  return {
    type,
    ...SECTION_DEFINITIONS[type],
    order,
    is_visible: isVisible || isRequired,
    is_required: isRequired,
  };
}

/** docs/product.md §C3 "Default section catalogue" (first table): the default for new CVs. */
export const DEFAULT_SECTION_CATALOGUE: SectionCatalogue = [
  entry('summary', 1, true),
  entry('skills', 2, true),
  entry('soft_skills', 3, false),
  entry('experience', 4, true),
  entry('education', 5, true),
  entry('certifications', 6, false),
  entry('achievements', 7, true),
  entry('projects', 8, false),
  entry('awards', 9, false),
  entry('languages', 10, false),
  entry('references', 11, false),
  entry('cover_letter', 12, false),
];

/**
 * docs/product.md §C3, the second catalogue. It gives orders only (ties included), so visibility is
 * taken from the first table, and it has no cover_letter; personal_info is a section here.
 */
export const ALTERNATE_SECTION_CATALOGUE: SectionCatalogue = [
  entry('personal_info', 0, true),
  entry('summary', 1, true),
  entry('skills', 2, true),
  entry('experience', 4, true),
  entry('education', 5, true),
  entry('certifications', 5, false),
  entry('soft_skills', 6, false),
  entry('projects', 6, false),
  entry('achievements', 7, true),
  entry('awards', 7, false),
  entry('languages', 8, false),
  entry('references', 9, false),
];

/** docs/product.md §C3: "The soft_skills section defaults to order 7 in the improvements flow." */
export const IMPROVEMENTS_SOFT_SKILLS_ORDER = 7;

/** The catalogue in display order (ties keep their listed order). */
export function sortCatalogue(catalogue: SectionCatalogue): SectionCatalogueEntry[] {
  return [...catalogue].sort((a, b) => a.order - b.order);
}
