import {
  withoutTemplateText,
  type CvContent,
  type CvSection,
  type PersonalInfo,
  type SectionType,
} from '@cvforge/contracts';
import { isLinkedin, normaliseCvContent, resolveSectionType } from '@cvforge/cv-model';

/** Standard headings: the words every ATS knows, so each section is recognised by its heading. */
export const STANDARD_HEADINGS: Readonly<Record<SectionType, string>> = {
  personal_info: 'Contact',
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  achievements: 'Achievements',
  soft_skills: 'Soft Skills',
  languages: 'Languages',
  projects: 'Projects',
  certifications: 'Certifications',
  references: 'References',
  awards: 'Awards',
  cover_letter: 'Cover Letter',
};

/** The user's title only when it names the same type ("Work History" for experience), else the standard one. */
export function headingOf(section: CvSection): string {
  const title = section.title.trim();
  return title && resolveSectionType(title) === section.type
    ? title
    : STANDARD_HEADINGS[section.type];
}

/** Sections that are not part of the CV body: personal info is the header, the letter is its own file. */
const NOT_BODY: readonly SectionType[] = ['personal_info', 'cover_letter'];

/** Visible body sections in their order. */
export const bodySections = (content: CvContent): CvSection[] =>
  content.sections
    .filter((section) => section.is_visible && !NOT_BODY.includes(section.type))
    .sort((a, b) => a.order - b.order);

/** What a download prints: never unfilled template text (docs/decisions/032-no-placeholders.md). */
export function contentFrom(input: unknown): CvContent {
  return withoutTemplateText(normaliseCvContent(input));
}

export interface ContactPiece {
  text: string;
  /** mailto:, tel: or https: target for the DOCX hyperlink and the PDF link. */
  href?: string;
}

const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** Contact lines: reachability first (email, phone, location), then the links on their own line. */
export function contactLines(info: PersonalInfo): ContactPiece[][] {
  const reach: ContactPiece[] = [];
  if (info.email) reach.push({ text: info.email, href: `mailto:${info.email}` });
  if (info.phone)
    reach.push({ text: info.phone, href: `tel:${info.phone.replace(/[^\d+]/g, '')}` });
  if (info.location) reach.push({ text: info.location });
  const links: ContactPiece[] = [];
  if (info.linkedin) links.push({ text: info.linkedin, href: withScheme(info.linkedin) });
  if (info.website) links.push({ text: info.website, href: withScheme(info.website) });
  // Further links (GitHub, a portfolio…) kept as profiles; LinkedIn is printed above.
  for (const { network, url } of info.profiles ?? [])
    if (url && !isLinkedin({ network }) && url !== info.website && url !== info.linkedin)
      links.push({ text: url, href: withScheme(url) });
  return [reach, links].filter((line) => line.length > 0);
}

/** "BSc in Computer Science": the parser splits degree and field on the " in ". */
export const degreeLine = (degree: string, field: string) =>
  [degree, field].filter(Boolean).join(degree && field ? ' in ' : '');

export const joinParts = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** The photo is drawn only from a data URL: fetching remote URLs at render time would be an SSRF hole. */
export const photoOf = (info: PersonalInfo) =>
  info.photo && /^data:image\/(png|jpe?g);base64,/i.test(info.photo) ? info.photo : undefined;
