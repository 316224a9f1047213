/**
 * A line of contact details printed after the sections ("a@b.c | +48 12 737 70 16 | Kraków, PL
 * | site.io", a closing footer line): it is read as the personal details, not as the last
 * section's skills or languages (corpus/generate/designs/space/html.ts, `contact: 'footer'`).
 */
import {
  contactPieces,
  findEmail,
  findLinkedin,
  findPhone,
  findWebsite,
  isNetworkName,
  labelledHandle,
  looksLikeContactLocation,
} from './contact-patterns';
import type { LogicalLine, Section } from './types';

const isReachable = (piece: string) => Boolean(findEmail(piece) || findPhone(piece));
const isAddress = (piece: string) =>
  Boolean(findWebsite(piece) || findLinkedin(piece) || labelledHandle(piece));
/** Pieces of a contact line: an e-mail, a phone, a web address, a handle, a place. */
const isContactPiece = (piece: string) =>
  isReachable(piece) ||
  isAddress(piece) ||
  isNetworkName(piece) ||
  looksLikeContactLocation(piece, true);

/** Two pieces or more, an e-mail or a phone among them, and nothing but contact pieces. */
function isContactLine(line: LogicalLine): boolean {
  if (line.isBullet) return false;
  const pieces = contactPieces(line.text);
  return pieces.length >= 2 && pieces.some(isReachable) && pieces.every(isContactPiece);
}

/** The rest of a contact line wrapped onto the next line: web addresses and handles only. */
function continuesContacts(line: LogicalLine | undefined, previous: LogicalLine): boolean {
  if (!line || line.isBullet || line.page !== previous.page || line.column !== previous.column)
    return false;
  const pieces = contactPieces(line.text);
  return pieces.length > 0 && pieces.every(isAddress);
}

/** Contact lines inside the sections (not the top block, references or personal details) move out. */
export function withContactLinesApart(sections: Section[]): Section[] {
  const moved: LogicalLine[] = [];
  for (const section of sections.slice(1)) {
    if (section.type === 'references' || section.type === 'personal_info') continue;
    const taken = new Set<LogicalLine>();
    section.lines.forEach((line, index) => {
      if (!isContactLine(line)) return;
      taken.add(line);
      for (let next = index + 1; continuesContacts(section.lines[next], line); next += 1)
        taken.add(section.lines[next] as LogicalLine);
    });
    moved.push(...taken);
    section.lines = section.lines.filter((line) => !taken.has(line));
  }
  if (moved.length > 0) sections.push({ type: 'personal_info', title: '', lines: moved });
  return sections;
}
