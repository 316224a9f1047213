import type { SectionType } from '@cvforge/contracts';
import { resolveSectionType } from '@cvforge/cv-model';
import { remembered } from './remembered';
import { WORD_TYPES } from './section-words';

/**
 * Whole headings cv-model does not know (normalised: lower case, no accents, letters and digits
 * only), in the eight corpus languages and the wordings CV themes print.
 */
const EXTRA_ALIASES: Readonly<Record<string, SectionType>> = {
  careerhistory: 'experience',
  professionalbackground: 'experience',
  relevantexperience: 'experience',
  workhistoryexperience: 'experience',
  professionalhistory: 'experience',
  employmentexperience: 'experience',
  // "Course of a career": the word for course alone also heads an education.
  percursoprofissional: 'experience',
  percorsoprofessionale: 'experience',
  percorsolavorativo: 'experience',
  przebiegkariery: 'experience',
  przebiegpracyzawodowej: 'experience',
  historiazatrudnienia: 'experience',
  percursoacademico: 'education',
  percorsoformativo: 'education',
  habilitacoesliterarias: 'education',
  titolidistudio: 'education',
  titolodistudio: 'education',
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
  savoirfaire: 'skills',
  // "Language skills": the skills word only qualifies.
  competenceslinguistiques: 'languages',
  competenciaslinguisticas: 'languages',
  competenciasidiomaticas: 'languages',
  competenzelinguistiche: 'languages',
  conoscenzelinguistiche: 'languages',
  conhecimentoslinguisticos: 'languages',
  languageskills: 'languages',
  foreignlanguages: 'languages',
  languesetrangeres: 'languages',
  idiomasextranjeros: 'languages',
  lenguasextranjeras: 'languages',
  linguasestrangeiras: 'languages',
  linguestraniere: 'languages',
  vreemdetalen: 'languages',
  taalvaardigheden: 'languages',
  umiejetnoscijezykowe: 'languages',
  contactme: 'personal_info',
  contactdetails: 'personal_info',
  licensescertifications: 'certifications',
  certificationslicenses: 'certifications',
  courses: 'certifications',
  honorsawards: 'awards',
  honoursawards: 'awards',
  publications: 'achievements',
  // Summary / about.
  ubermich: 'summary',
  uebermich: 'summary',
  kurzprofil: 'summary',
  zusammenfassung: 'summary',
  profil: 'summary',
  profilpersonnel: 'summary',
  profilprofessionnel: 'summary',
  apropos: 'summary',
  aproposdemoi: 'summary',
  perfil: 'summary',
  perfilprofesional: 'summary',
  perfilprofissional: 'summary',
  sobremi: 'summary',
  sobremim: 'summary',
  resumen: 'summary',
  resumo: 'summary',
  profilo: 'summary',
  profiloprofessionale: 'summary',
  chisono: 'summary',
  sommario: 'summary',
  profiel: 'summary',
  overmij: 'summary',
  samenvatting: 'summary',
  omnie: 'summary',
  podsumowanie: 'summary',
  profilzawodowy: 'summary',
  bio: 'summary',
  introduction: 'summary',
  // Contact and profiles.
  kontakt: 'personal_info',
  kontaktdaten: 'personal_info',
  personlichedaten: 'personal_info',
  coordonnees: 'personal_info',
  informationspersonnelles: 'personal_info',
  contacto: 'personal_info',
  datospersonales: 'personal_info',
  contato: 'personal_info',
  contatos: 'personal_info',
  dadospessoais: 'personal_info',
  contatti: 'personal_info',
  datipersonali: 'personal_info',
  contactgegevens: 'personal_info',
  persoonlijkegegevens: 'personal_info',
  danekontaktowe: 'personal_info',
  daneosobowe: 'personal_info',
  profiles: 'personal_info',
  socialprofiles: 'personal_info',
  elsewhere: 'personal_info',
  links: 'personal_info',
};

/** Words that only qualify a section name ("Professional", "beruflich", "de", "&"). */
const QUALIFIERS = new Set(
  (
    'professional professionnelle professionnelles professionnel profesional profesionales ' +
    'profissional profissionais professionale professionali professionele beruflicher berufliche ' +
    'relevant key core technical technische techniques tecnicas tecniche technische techniczne ' +
    'other additional selected my mes mis meus minhas miei mijn moje history laboral laborales ' +
    'lavorativa lavorative lavorativo zawodowe zawodowa academic academique academica academiche ' +
    'akademische akademickie schul schulische schulischer associatives associative obce linguistiques linguisticas ' +
    'linguistiche idiomaticas and und et y e en i oraz of de des del da do di van der die das ' +
    'la le les el il lo het activity znajomosc ' +
    // "Proyectos destacados", "Ausgewählte Projekte", "Personal projects"
    'featured notable recent side personal destacados destacadas ausgewahlte selectionnes ' +
    'principaux principales principais principali rilevanti wybrane geselecteerde uitgelichte ' +
    'personliche personnels personnelles personales personali pessoais persoonlijke osobiste'
  ).split(' '),
);

/** Headings that end a section but have no canonical type (hobbies, interests). */
const UNTYPED_HEADINGS = new Set(
  (
    'interests hobbies interessen hobbys freizeit interets centresdinteret centresdinterets ' +
    'loisirs intereses aficiones interesses interessi passatempi zainteresowania hobby'
  ).split(' '),
);

/** A heading's number: "1. Experience", "2) Education", "IV. Skills" (space-design `heading=numbered`). */
const SECTION_NUMBER = /^\s*(?:\d{1,2}|[IVX]{1,4})[.)]\s+(?=\p{L})/u;

const normalise = (text: string) =>
  text
    .replace(SECTION_NUMBER, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A heading's words, normalised; letter-spaced text ("E X P E R I E N C E") joined. */
function wordsOf(text: string): string[] {
  const joined = text.replace(SECTION_NUMBER, '').replace(/(?<!\S)(\p{L}) (?=\p{L}(?!\S))/gu, '$1');
  return joined
    .split(/[\s&/+,|:–—-]+/)
    .map(normalise)
    .filter(Boolean);
}

/** Section words German joins onto others ("Fachkenntnisse", "Berufsausbildung", "Schlüsselkompetenzen"). */
const COMPOUND_ENDINGS = ['kenntnisse', 'kompetenzen', 'fahigkeiten', 'erfahrung', 'ausbildung'];

const wordType = (word: string): SectionType | undefined =>
  WORD_TYPES[word] ??
  WORD_TYPES[
    COMPOUND_ENDINGS.find((end) => word.length > end.length + 2 && word.endsWith(end)) ?? ''
  ];

/** The type every word of a heading agrees on, when all its words are section words or qualifiers. */
function typeByWords(words: string[]): SectionType | undefined {
  let type: SectionType | undefined;
  for (const word of words) {
    const found = wordType(word);
    if (found) type ??= found;
    else if (!QUALIFIERS.has(word)) return undefined;
  }
  return type;
}

/** The section type a heading names ("Work History", "■ EDUCATION & TRAINING:", "Berufserfahrung"). */
export const headingTypeOf = remembered(headingTypeByText);

function headingTypeByText(text: string): SectionType | undefined {
  const key = normalise(text);
  if (key.length < 3 || key.length > 40) return undefined;
  const words = wordsOf(text);
  if (words.length === 0 || words.length > 5) return undefined;
  return (
    resolveSectionType(key) ??
    EXTRA_ALIASES[key] ??
    (key.length >= 4 ? typeByWords(words) : undefined)
  );
}

/**
 * The type the section words of a heading agree on, whatever its other words: for a line already
 * known to be a heading by its look ("Schulische und akademische Ausbildung").
 */
export function looseHeadingTypeOf(text: string): SectionType | undefined {
  const types = new Set(wordsOf(text).flatMap((word) => wordType(word) ?? []));
  return types.size === 1 ? [...types][0] : undefined;
}

/** A heading that closes the section before it without a type of its own ("Interests", "Hobbys"). */
export const isUntypedHeading = remembered(isUntypedByText);

function isUntypedByText(text: string): boolean {
  const key = normalise(text);
  const words = wordsOf(text);
  return (
    UNTYPED_HEADINGS.has(key) ||
    (words.length > 0 && words.every((word) => UNTYPED_HEADINGS.has(word)))
  );
}
