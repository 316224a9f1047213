import type { CvContent, PaperSize } from '@cvforge/contracts';
import { bodySections, contactLines, headingOf, photoOf, type ContactPiece } from '../cv-view';
import { CJK_FAMILY, FALLBACK_FAMILIES, needsCjk } from '../fonts';
import { sectionView, type SectionView } from '../section-view';
import type { TemplateInfo } from '../templates/catalogue';
import type { TemplateTokens } from '../templates/tokens';

/** What lib.typ reads from sys.inputs.data: every CV field is a plain string in here. */
export interface TypstData {
  kind: 'cv' | 'letter';
  tokens: TemplateTokens;
  paper: 'a4' | 'us-letter';
  lang: string;
  title: string;
  author: string;
  /** The PDF's Keywords: "cvforge, Classic template", which the API's tests read back. */
  keywords: string[];
  fonts: string[];
  header: { name: string; role: string; contact: ContactPiece[][]; photo?: string };
  sections?: { heading: string; view: SectionView }[];
  /** The body's paragraphs, then the closing ("Sincerely,") and the name signed once under it. */
  letter?: { date: string; paragraphs: string[]; closing: string; signature: string };
  /** Texts lib.typ marks as applied improvements (a set: Typst looks keys up), preview only. */
  highlights: Record<string, true>;
}

export interface Photo {
  /** The path lib.typ reads the image from (the compiler maps the bytes there). */
  path: string;
  bytes: Buffer;
}

/** A document's data and its photo, if the template shows one and the CV has a data URL. */
export interface TypstJob {
  data: TypstData;
  photo?: Photo;
  cjk: boolean;
}

interface JobInput {
  content: CvContent;
  template: TemplateInfo;
  tokens: TemplateTokens;
  paperSize: PaperSize;
  highlights?: readonly string[];
}

const PARAGRAPH_BREAK = /\n\s*\n/;

/**
 * The marked texts, trimmed as lib.typ compares them. A text of several paragraphs (a summary)
 * marks each of them too, since the summary is drawn a paragraph at a time.
 */
function highlightSet(texts: readonly string[] = []): Record<string, true> {
  const set: Record<string, true> = {};
  for (const text of texts) {
    for (const part of [text, ...text.split(PARAGRAPH_BREAK)]) {
      if (part.trim()) set[part.trim()] = true;
    }
  }
  return set;
}

function photoFrom(content: CvContent, template: TemplateInfo): Photo | undefined {
  const url = template.supports_photo ? photoOf(content.personal_info) : undefined;
  if (!url) return undefined;
  const [head = '', base64 = ''] = url.split(',', 2);
  return {
    path: /png/i.test(head) ? '/photo.png' : '/photo.jpg',
    bytes: Buffer.from(base64, 'base64'),
  };
}

function jobOf(
  { content, template, tokens, paperSize, highlights }: JobInput,
  title: string,
  body: Pick<TypstData, 'kind' | 'sections' | 'letter'>,
): TypstJob {
  const info = content.personal_info;
  const photo = photoFrom(content, template);
  const data: Omit<TypstData, 'fonts'> = {
    ...body,
    tokens,
    paper: paperSize === 'Letter' ? 'us-letter' : 'a4',
    lang: template.locales[0] ?? 'en',
    title: info.name ? `${info.name} – ${title}` : title,
    author: info.name,
    keywords: ['cvforge', `${template.name} template`],
    highlights: highlightSet(highlights),
    header: {
      name: info.name,
      role: info.title,
      contact: contactLines(info),
      ...(photo ? { photo: photo.path } : {}),
    },
  };
  const cjk = needsCjk(JSON.stringify(data));
  return {
    data: { ...data, fonts: cjk ? [...FALLBACK_FAMILIES, CJK_FAMILY] : FALLBACK_FAMILIES },
    photo,
    cjk,
  };
}

export const cvJob = (input: JobInput): TypstJob =>
  jobOf(input, 'CV', {
    kind: 'cv',
    sections: bodySections(input.content).flatMap((section) => {
      const view = sectionView(section);
      return view ? [{ heading: headingOf(section), view }] : [];
    }),
  });

const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const CLOSING =
  /^(sincerely|yours sincerely|yours faithfully|kind regards|best regards|regards|best wishes)\b[^\n]*/i;

/**
 * The letter's paragraphs, its closing line and the name under it. A letter that signs itself
 * ("Sincerely,\nJane Doe") keeps its own signature; one that does not is signed with the CV's name:
 * the name is printed once either way.
 */
export function letterParts(letter: string, name: string) {
  const blocks = letter
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const last = blocks.at(-1) ?? '';
  const closing = CLOSING.exec(last)?.[0] ?? '';
  if (closing) blocks.pop();
  const signed = closing ? last.slice(closing.length).replace(/\s+/g, ' ').trim() : '';
  return {
    paragraphs: blocks.map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ')),
    closing: closing.trim(),
    signature: signed || name.trim(),
  };
}

export const letterJob = (input: JobInput, letter: string, date: Date): TypstJob =>
  jobOf(input, 'Cover letter', {
    kind: 'letter',
    letter: { date: longDate(date), ...letterParts(letter, input.content.personal_info.name) },
  });
