import { cvContentSchema, type CvContent, type SectionType } from '@cvforge/contracts';
import { SECTION_DEFINITIONS } from '@cvforge/cv-model';
import { defaultKnowledge, type Knowledge } from '../knowledge';
import { listing, sentences, writtenTerms } from '../tailor/text';

/**
 * A CV from a short overview a person writes about themselves ("I'm Ana, a nurse with 6 years at
 * St Mary's Hospital, skilled in triage and ICU care"). Only what the text says is taken, as it
 * is written; anything it does not say stays empty.
 */
export function briefOverviewCv(
  overview: string,
  knowledge: Knowledge = defaultKnowledge(),
): CvContent {
  const text = overview.replace(/\s+/g, ' ').trim();
  const name = NAME.exec(text)?.[1]?.trim() ?? '';
  const title = capitalise(titleOf(text, name));
  const years = /\b(\d{1,2}\+?)\s*(?:years?|yrs?)\b/i.exec(text)?.[1];
  const experiences = experiencesOf(text, title);
  const education = educationOf(text);
  // Whole words only: "I'm a" is not "M&A".
  const terms = writtenTerms(knowledge, text).filter(({ written }) =>
    new RegExp(`(?<![\\p{L}'’])${escape(written)}(?![\\p{L}])`, 'u').test(text),
  );
  const employers = new Set(experiences.map((entry) => entry.company.toLowerCase()));
  const kindOf = (termName: string) => knowledge.term(termName)?.kind;
  const listed = listedSkills(text);
  const skills = unique([
    ...listed,
    ...terms.filter(({ name: term }) => kindOf(term) === 'skill').map(({ written }) => written),
  ]).filter(
    (skill) =>
      !employers.has(skill.toLowerCase()) &&
      !kindOfWritten(knowledge, skill, 'soft') &&
      !kindOfWritten(knowledge, skill, 'certification'),
  );
  const softSkills = unique(
    terms
      .filter(({ name: term }) => kindOf(term) === 'soft')
      .map(({ written }) => capitalise(written)),
  );
  const certifications = unique(
    terms
      .filter(({ name: term }) => kindOf(term) === 'certification')
      .map(({ written }) => written),
  );
  const languages = languagesOf(text);
  const personalInfo = {
    name,
    title,
    email: EMAIL.exec(text)?.[0] ?? '',
    phone: PHONE.exec(text)?.[0]?.trim() ?? '',
    location: LOCATION.exec(text)?.[1]?.trim() ?? '',
    linkedin: LINKEDIN.exec(text)?.[0] ?? '',
    website: '',
  };
  const employer = experiences.find((entry) => entry.company)?.company;
  const summary = [
    title
      ? `${title}${years ? ` with ${years} years of experience` : ''}${employer ? ` at ${employer}` : ''}.`
      : '',
    skills.length ? `Skilled in ${listing(skills.slice(0, 6))}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const sections: { type: SectionType; content: unknown }[] = [
    { type: 'personal_info', content: personalInfo },
    { type: 'summary', content: { text: summary } },
    { type: 'experience', content: { experiences } },
    { type: 'education', content: { education } },
    { type: 'skills', content: { technical: skills, professional: [], tools: [] } },
  ];
  if (softSkills.length)
    sections.push({
      type: 'soft_skills',
      content: { soft_skills: softSkills.map((skill) => ({ name: skill })) },
    });
  if (certifications.length)
    sections.push({
      type: 'certifications',
      content: { certifications: certifications.map((certification) => ({ name: certification })) },
    });
  if (languages.length)
    sections.push({
      type: 'languages',
      content: { languages: languages.map((language) => ({ name: language })) },
    });
  return cvContentSchema.parse({
    personal_info: personalInfo,
    metadata: { target_role: title },
    sections: sections.map((section, order) => ({
      ...section,
      title: SECTION_DEFINITIONS[section.type].title,
      order,
    })),
  });
}

const NAME_WORD = "\\p{Lu}[\\p{L}'’-]+";
const NAME = new RegExp(
  `\\b(?:I'?m|I am|my name is|name:|this is)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD}){0,2})`,
  'iu',
);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /\+?\d[\d ().-]{7,}\d/;
const LINKEDIN = /(?:https?:\/\/)?(?:www\.)?linkedin\.com\/in\/[\w-]+/i;
const LOCATION =
  /\b(?:[Bb]ased in|[Ll]iving in|I live in|[Ll]ocated in)\s+(\p{Lu}[\p{L}\s,.'-]*?)(?=[.;]|\s+(?:and|with|where|since|I)\b|$)/u;

const unique = (values: readonly string[]) => {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (!value || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function kindOfWritten(knowledge: Knowledge, written: string, kind: string) {
  return knowledge.findTerms(written, { listContext: true }).some((hit) => hit.term.kind === kind);
}

/** The role after the name or "I'm a …", "working as a …": "nurse", "senior data analyst". */
function titleOf(text: string, name: string): string {
  const afterName = name
    ? new RegExp(
        `${escape(name)},?\\s+(?:an?|the)\\s+([^,.;]+?)(?=\\s+(?:with|at|for|who|in|from|and|based|living)\\b|[,.;]|$)`,
        'iu',
      )
    : undefined;
  const patterns = [
    ...(afterName ? [afterName] : []),
    /\b(?:I'?m|I am|I work as|working as|work as|currently)\s+(?:an?|the)\s+([^,.;]+?)(?=\s+(?:with|at|for|who|in|from|and|based|living)\b|[,.;]|$)/i,
    /\b(?:title|role|position):\s*([^,.;]+)/i,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[1]?.trim();
    if (found && found.split(/\s+/).length <= 5) return found;
  }
  return '';
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EMPLOYER =
  /\b(?:at|for|joined|years with)\s+(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}&'’.-]*|&|of|and|the))*)/gu;
const DATES =
  /\b((?:19|20)\d{2})\s*(?:-|–|to|until)\s*((?:19|20)\d{2}|present|now|today)\b|\bsince\s+((?:19|20)\d{2})\b/i;
const ROLE_IN_CLAUSE =
  /\bas\s+(?:an?|the)\s+([^,.;]+?)(?=\s+(?:at|for|with|in|from|since|and)\b|[,.;]|$)/i;

/** One job per named employer, with the role and dates its own clause states. */
function experiencesOf(text: string, title: string) {
  const clauses = sentences(text).flatMap((sentence) =>
    sentence.split(/;|,?\s+(?:before that|previously|then|and before)\b/i),
  );
  const jobs: {
    title: string;
    company: string;
    duration: string;
    location: string;
    achievements: string[];
  }[] = [];
  let first = true;
  for (const clause of clauses) {
    for (const match of clause.matchAll(EMPLOYER)) {
      const company = (match[1] ?? '').replace(/\s+(and|of|the|&)$/i, '').replace(/[.,]$/, '');
      if (!company || isSchool(company) || jobs.some((job) => job.company === company)) continue;
      if (/^(I|My|The)$/.test(company)) continue;
      const dates = DATES.exec(clause);
      const duration = dates ? capitalise(dates[0]) : '';
      const role =
        ROLE_IN_CLAUSE.exec(clause)?.[1]?.trim() ??
        (first && clause.toLowerCase().includes(title.toLowerCase()) ? title : '');
      jobs.push({ title: capitalise(role), company, duration, location: '', achievements: [] });
      first = false;
    }
  }
  return jobs;
}

const SCHOOL = /\b(university|college|school|institute|academy|polytechnic)\b/i;
const isSchool = (name: string) => SCHOOL.test(name);

const DEGREE =
  /\b((?:BSc|BA|BS|BEng|BSN|MSc|MA|MS|MEng|MSN|MBA|PhD|MD|JD|LLB|LLM|HND|GCSEs?|A-levels?|(?:a |an )?(?:bachelor|master|associate)['’]?s?(?: degree)?|diploma|doctorate))(?:\s+(?:in|of)\s+([\p{L}\s&]+?))?(?=\s+(?:from|at|in|and)\b|[,.;]|$)(?:\s+(?:from|at)\s+(\p{Lu}[\p{L}'’.&-]*(?:\s+(?:\p{Lu}[\p{L}'’.&-]*|of|and|the))*))?(?:[^.;]*?\b((?:19|20)\d{2})\b)?/iu;

function educationOf(text: string) {
  const found = DEGREE.exec(text);
  const school =
    /\b(?:studied|graduated|degree)[^.;]*?\b(?:at|from)\s+(\p{Lu}[\p{L}'’.&-]*(?:\s+(?:\p{Lu}[\p{L}'’.&-]*|of|and|the))*)/u.exec(
      text,
    )?.[1];
  if (!found && !school) return [];
  const degree = (found?.[1] ?? '').replace(/^(a|an)\s+/i, '');
  return [
    {
      degree,
      field: found?.[2]?.trim() ?? '',
      institution: (found?.[3] ?? school ?? '').replace(/\s+(and|of|the)$/i, ''),
      year: found?.[3] ? (found?.[4] ?? '') : '',
    },
  ];
}

const LIST_LEAD =
  /\b(?:skilled in|skills(?: include)?:?|experienced (?:in|with)|expertise in|proficient (?:in|with)|good at|specialis(?:e|ing|ed) in|specializ(?:e|ing|ed) in|I know|I use|tools:?)\s+([^.;]+)/gi;

/** "skilled in triage and ICU care" → ["triage", "ICU care"]. */
function listedSkills(text: string): string[] {
  return [...text.matchAll(LIST_LEAD)].flatMap((match) =>
    (match[1] ?? '')
      .split(/,|\band\b|\bas well as\b|\//i)
      .map((item) => item.trim().replace(/^(also|the)\s+/i, ''))
      .filter((item) => item && item.split(/\s+/).length <= 4 && !/\b(years?|I|my)\b/i.test(item)),
  );
}

const LANGUAGES =
  `English Spanish French German Italian Portuguese Dutch Polish Russian Ukrainian Arabic
  Hindi Urdu Bengali Punjabi Mandarin Cantonese Chinese Japanese Korean Turkish Greek Swedish Norwegian
  Danish Finnish Czech Slovak Hungarian Romanian Bulgarian Serbian Croatian Hebrew Persian Farsi Tagalog
  Vietnamese Thai Indonesian Malay Swahili Irish Welsh Catalan Basque`.split(/\s+/);

/** Languages named in a sentence about speaking them. */
function languagesOf(text: string): string[] {
  const about = sentences(text).filter((sentence) =>
    /\b(speak|speaks|spoken|fluent|native|bilingual|languages?)\b/i.test(sentence),
  );
  return unique(
    about.flatMap((sentence) =>
      LANGUAGES.filter((language) => new RegExp(`\\b${language}\\b`).test(sentence)),
    ),
  );
}
