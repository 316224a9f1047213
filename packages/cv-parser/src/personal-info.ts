import type { PersonalInfo } from '@cvforge/contracts';
import {
  contactPieces,
  findEmail,
  findLinkedin,
  findPhone,
  findWebsite,
  isContactText,
  looksLikeLocation,
} from './contact-patterns';
import { findDateRange } from './dates';
import type { Confidence, LogicalLine, Section } from './types';

type ContactField = 'email' | 'phone' | 'linkedin' | 'website' | 'location';

const isNameLike = (text: string) => {
  const words = text.split(/\s+/);
  return words.length >= 2 && words.length <= 5 && /^[\p{L}'’.\- ]+$/u.test(text);
};

function findName(lines: LogicalLine[], body: number) {
  const firstPage = lines.filter(
    (line) => line.page === 1 && !line.isBullet && isNameLike(line.text),
  );
  const biggest = firstPage.reduce<LogicalLine | undefined>(
    (best, line) => (!best || line.size > best.size + 0.5 ? line : best),
    undefined,
  );
  if (!biggest) return undefined;
  return { line: biggest, confidence: biggest.size >= body * 1.4 ? 0.9 : 0.5 };
}

function findRole(lines: LogicalLine[], nameLine: LogicalLine | undefined): string {
  if (!nameLine) return '';
  const next = lines[lines.indexOf(nameLine) + 1];
  if (!next || next.isBullet || isContactText(next.text) || findDateRange(next.text)) return '';
  const words = next.text.split(/\s+/).length;
  return words <= 8 && !/\d/.test(next.text) && !next.text.endsWith('.') ? next.text : '';
}

/** Step 6: name (largest line on page 1), role below it, and contact details from the top block. */
export function readPersonalInfo(sections: Section[], lines: LogicalLine[], body: number) {
  const confidence: Confidence = {};
  const name = findName(lines, body);
  const info: PersonalInfo = {
    name: name?.line.text ?? '',
    title: findRole(lines, name?.line),
    email: '',
    phone: '',
    location: '',
    linkedin: '',
    website: '',
  };
  const isTopBlock = (section: Section) => section.type === undefined && section.title === '';
  const contactRegion = sections
    .filter((section) => isTopBlock(section) || section.type === 'personal_info')
    .flatMap((section) => section.lines);
  const elsewhere = sections
    .filter(
      (section) =>
        section.type !== 'references' &&
        section.type !== undefined &&
        section.type !== 'personal_info',
    )
    .flatMap((section) => section.lines);
  const found = (field: ContactField, value: string | undefined, score: number) => {
    if (!value || info[field]) return;
    info[field] = value;
    confidence[`personal_info.${field}`] = score;
  };
  for (const line of contactRegion) {
    if (line === name?.line) continue;
    for (const piece of contactPieces(line.text)) {
      found('email', findEmail(piece), 0.98);
      found('linkedin', findLinkedin(piece), 0.95);
      if (!findEmail(piece) && !findLinkedin(piece)) found('website', findWebsite(piece), 0.8);
      found('phone', findPhone(piece), 0.9);
      if (looksLikeLocation(piece)) found('location', piece, 0.7);
    }
  }
  for (const line of elsewhere) {
    found('email', findEmail(line.text), 0.8);
    found('linkedin', findLinkedin(line.text), 0.8);
  }
  if (info.name) confidence['personal_info.name'] = name?.confidence ?? 0.5;
  if (info.title) confidence['personal_info.title'] = 0.7;
  return { info, confidence };
}
