/**
 * The designs of the third-party corpus and the documents each prints. Adding a design: install
 * its package here (pinned), add a line below, run `node --import tsx render.ts <design-id>`.
 * Themes that failed on Node 20 or with JSON Resume 1.0 data are listed in README.md.
 */
import type { Language } from './resumes/make-resume';

export interface DocumentPlan {
  seed: number;
  language: Language;
  paper: 'A4' | 'Letter';
}
export type Design = { id: string; documents: DocumentPlan[] } & (
  | { kind: 'theme'; package: string }
  | {
      kind: 'cvforge';
      template: 'classic' | 'modern' | 'creative';
      sectionTitles?: Partial<Record<Language, Record<string, string>>>;
    }
);

/** JSON Resume themes from npm, each rendered by its own render(). */
const THEMES = [
  'ace',
  'autumn',
  'caffeine',
  'compact',
  'crisp',
  'dinesh',
  'direct',
  'eloquent',
  'fresh',
  'full',
  'github',
  'jacrys',
  'lucide',
  'mantra',
  'minyma',
  'modern',
  'msresume',
  'papirus',
  'projects',
  'pumpkin',
  'riga',
  'rocketspacer',
  'short',
  'simple-red',
  'simplistic',
  'slick',
  'srt',
  'student',
  'tachyons-clean',
  'techlead',
];

/** 7 of 12 documents are not in English. */
const LANGUAGE_CYCLE: Language[] = [
  'en',
  'de',
  'fr',
  'en',
  'es',
  'pt',
  'en',
  'it',
  'nl',
  'en',
  'pl',
  'de',
];

function plans(designIndex: number, count: number): DocumentPlan[] {
  return Array.from({ length: count }, (_, k) => ({
    seed: 1000 * (designIndex + 1) + k,
    language: LANGUAGE_CYCLE[(designIndex * 5 + k) % LANGUAGE_CYCLE.length] as Language,
    paper: (designIndex + k) % 2 === 0 ? 'A4' : 'Letter',
  }));
}

const SECTION_TITLES: Partial<Record<Language, Record<string, string>>> = {
  de: {
    summary: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    projects: 'Projekte',
    certifications: 'Zertifikate',
  },
  fr: {
    summary: 'Profil',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    projects: 'Projets',
    certifications: 'Certifications',
  },
  es: {
    summary: 'Perfil',
    experience: 'Experiencia laboral',
    education: 'Formación',
    skills: 'Habilidades',
    languages: 'Idiomas',
    projects: 'Proyectos',
    certifications: 'Certificaciones',
  },
  pt: {
    summary: 'Perfil',
    experience: 'Experiência profissional',
    education: 'Formação académica',
    skills: 'Competências',
    languages: 'Línguas',
    projects: 'Projetos',
    certifications: 'Certificações',
  },
  it: {
    summary: 'Profilo',
    experience: 'Esperienza professionale',
    education: 'Istruzione',
    skills: 'Competenze',
    languages: 'Lingue',
    projects: 'Progetti',
    certifications: 'Certificazioni',
  },
  nl: {
    summary: 'Profiel',
    experience: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    languages: 'Talen',
    projects: 'Projecten',
    certifications: 'Certificaten',
  },
  pl: {
    summary: 'Podsumowanie',
    experience: 'Doświadczenie zawodowe',
    education: 'Wykształcenie',
    skills: 'Umiejętności',
    languages: 'Języki',
    projects: 'Projekty',
    certifications: 'Certyfikaty',
  },
};

export const DESIGNS: Design[] = [
  ...THEMES.map((theme, index): Design => ({
    id: `jsonresume-${theme}`,
    kind: 'theme',
    package: `jsonresume-theme-${theme}`,
    documents: plans(index, 5),
  })),
  ...(['classic', 'modern', 'creative'] as const).map((template, index): Design => ({
    id: `cvforge-${template}`,
    kind: 'cvforge',
    template,
    sectionTitles: SECTION_TITLES,
    documents: plans(50 + index, 8),
  })),
];
