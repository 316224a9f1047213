import type { PersonalInfo } from '@cvforge/contracts';
import {
  contactPieces,
  findEmail,
  findLinkedin,
  findPhone,
  findWebsite,
  isContactLabel,
  isContactText,
  isNetworkName,
  labelledHandle,
  looksLikeContactLocation,
  looksLikePostalAddress,
  profileUrl,
} from './contact-patterns';
import { findName, findRole } from './person-name';
import { keepFurtherLink, urlKey } from './profiles';
import { titleScore } from './title-score';
import { headingTypeOf, isUntypedHeading } from './section-vocabulary';
import type { Chunk, Confidence, LogicalLine, PageLink, Section } from './types';

const LOCATION_LABEL =
  /^(location|address|city|adresse|anschrift|wohnort|standort|ort|lieu|ville|dirección|ubicación|ciudad|endereço|morada|localização|cidade|indirizzo|città|luogo|adres|woonplaats|locatie|miejscowość|lokalizacja|miasto)$/iu;

type ContactField = 'email' | 'phone' | 'linkedin' | 'website' | 'location';

export type PageLinks = (PageLink & { page: number })[];

/**
 * The web links behind the contact lines ("LinkedIn" printed, the profile's URL linked): the
 * LinkedIn profile (the text may give it cut short, "linkedin.com/in/anna-" at a line's end),
 * and a website when the text gives none.
 */
function linkedContacts(
  contactLines: LogicalLine[],
  links: PageLinks,
  info: PersonalInfo,
  found: (field: ContactField, value: string | undefined, score: number) => void,
) {
  const urls = contactLines.flatMap((line) =>
    links
      .filter(
        ({ page, rect: [left, bottom, right, top] }) =>
          page === line.page &&
          line.y >= bottom - 3 &&
          line.y <= top + 1 &&
          left < line.right &&
          right > line.x,
      )
      .map((link) => link.url.replace(/\/+$/, '')),
  );
  for (const url of urls) {
    // The link's target is what the author set: it beats a handle read beside a label.
    if (findLinkedin(url)) {
      if (urlKey(info.linkedin) !== urlKey(url)) info.linkedin = '';
      found('linkedin', url, 0.85);
    } else found('website', url, 0.75);
  }
}

/** One to three capitalised words naming no job or firm: a town, not a headline. */
const isPlaceUnderName = (text: string) =>
  /^\p{Lu}[\p{L}'’.-]*(?:[ -]\p{Lu}[\p{L}'’.-]*){0,2}$/u.test(text) && titleScore(text) === 0;

const isContactPiece = (piece: string) =>
  Boolean(findEmail(piece) || findPhone(piece) || findLinkedin(piece) || findWebsite(piece));

const hasContact = (line: LogicalLine) =>
  line.chunks.some((chunk) => contactPieces(chunk.text).some(isContactPiece));

/** The lines up to two before and after: an address block's other lines. */
const neighbours = (lines: LogicalLine[], index: number) =>
  [lines[index - 2], lines[index - 1], lines[index + 1], lines[index + 2]].filter(
    (line): line is LogicalLine => line !== undefined,
  );

/** The name line's chunks set smaller than the name: an address or a phone on its baseline. */
const smallChunks = (line: LogicalLine) =>
  line.chunks.filter((chunk) => chunk.size < line.size - 0.5);

interface LocationPiece {
  piece: string;
  score: number;
  chunk: Chunk | undefined;
  index: number;
}

/** Two chunks set one under the other: left, right or centre aligned, in the same type size. */
const alignedUnder = (a: Chunk, b: Chunk) =>
  Math.abs(a.size - b.size) < 0.5 &&
  (Math.abs(a.x - b.x) < 3 ||
    Math.abs(a.right - b.right) < 3 ||
    Math.abs(a.x + a.right - b.x - b.right) < 6);

/** A town alone ("Cardiff"), a region and a country code ("Wales, GB"), a country code ("FR"). */
const ADDRESS_PART = /^\p{Lu}\p{Ll}[\p{L}'’-]*$|^\p{Lu}[\p{L} .'’-]*,\s*[A-Z]{2}$|^[A-Z]{2}$/u;
const MAX_ADDRESS_LINES = 4;

/**
 * An address printed over lines, one part each ("48 Beacon St, Apt 3" / "02108 Boston" / "MA,
 * US"; "Cardiff" / "Wales, GB"): the address parts aligned with the location's chunk on the
 * lines above and below it join it in reading order.
 */
function addressLines(location: LocationPiece, lines: LogicalLine[], name: string): string {
  const { chunk } = location;
  if (!chunk) return location.piece;
  const partOn = (index: number) => {
    const line = lines[index];
    const part = line?.chunks.find((other) => other !== chunk && alignedUnder(chunk, other));
    const text = part?.text.trim() ?? '';
    const fits =
      (ADDRESS_PART.test(text) || looksLikePostalAddress(text)) &&
      !line?.isBullet &&
      !name.includes(text) &&
      !headingTypeOf(text) &&
      !isUntypedHeading(text) &&
      !isNetworkName(text) &&
      titleScore(text) <= 0;
    return fits ? text : undefined;
  };
  const walk = (step: number) => {
    const parts: string[] = [];
    for (let index = location.index + step; parts.length < MAX_ADDRESS_LINES; index += step) {
      const part = partOn(index);
      if (!part) break;
      parts.push(part);
    }
    return parts;
  };
  return [...walk(-1).reverse(), location.piece, ...walk(1)].join(', ');
}

/**
 * "Adresse" alone on its line over the address (a sidebar's label above each value): the line
 * below is the location.
 */
function labelledBelow(piece: string, onLine: number, below: LogicalLine | undefined) {
  const value = below?.text.trim() ?? '';
  if (!LOCATION_LABEL.test(piece) || onLine !== 1 || !below || below.isBullet) return undefined;
  if (!value || isContactText(value) || isContactLabel(value) || isNetworkName(value))
    return undefined;
  return { piece: value, chunk: below.chunks[0] };
}

/** Step 6: name (largest line on page 1), role below it, and contact details from the top block. */
export function readPersonalInfo(
  sections: Section[],
  lines: LogicalLine[],
  body: number,
  links: PageLinks = [],
) {
  const confidence: Confidence = {};
  const name = findName(lines, body);
  const info: PersonalInfo = {
    name: name?.name ?? '',
    title: name?.role || findRole(lines, name?.line),
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
  const contactSection = new Set(
    sections.filter((section) => section.type === 'personal_info').flatMap((s) => s.lines),
  );
  const elsewhere = sections
    .filter(
      (section) =>
        section.type !== 'references' &&
        section.type !== undefined &&
        section.type !== 'personal_info',
    )
    .flatMap((section) => section.lines);
  const found = (field: ContactField, value: string | undefined, score: number) => {
    if (!value) return;
    if (field === 'website' && info.website) keepFurtherLink(info, value);
    if (info[field]) return;
    info[field] = value;
    confidence[`personal_info.${field}`] = score;
  };
  const profile = (network: string, handle: string, score: number) => {
    const url = profileUrl(network, handle);
    if (!url) return;
    if (/linkedin/i.test(network) || findLinkedin(url)) found('linkedin', url, score);
    else found('website', url, score * 0.9);
  };
  const locations: LocationPiece[] = [];
  contactRegion.forEach((line, index) => {
    const chunks = line === name?.line ? smallChunks(line) : line.chunks;
    const placed = chunks.flatMap((chunk) =>
      contactPieces(chunk.text).map((piece) => ({ piece, chunk, index })),
    );
    const pieces = placed.map(({ piece }) => piece);
    const besideContacts = pieces.some(isContactPiece);
    placed.forEach(({ piece, chunk }, position) => {
      found('email', findEmail(piece), 0.98);
      found('linkedin', findLinkedin(piece), 0.95);
      if (!findEmail(piece) && !findLinkedin(piece)) found('website', findWebsite(piece), 0.8);
      found('phone', findPhone(piece), 0.9);
      const labelled = labelledHandle(piece);
      if (labelled) profile(labelled.network, labelled.handle, 0.8);
      const beside = pieces[position + 1];
      if (isNetworkName(piece)) {
        // "LinkedIn" then the handle: beside it, alone on the next line, or below it when a row
        // of network names stands over a row of handles.
        const below = contactRegion[index + 1];
        const belowPieces = below ? below.chunks.flatMap((chunk) => contactPieces(chunk.text)) : [];
        const labelRow = pieces.every(isNetworkName) && belowPieces.length === pieces.length;
        const handle =
          (labelRow ? belowPieces[position] : undefined) ??
          (beside && !isNetworkName(beside) ? beside : undefined) ??
          (belowPieces.length === 1 ? belowPieces[0] : '');
        if (handle && !isNetworkName(handle)) profile(piece, handle, 0.75);
      }
      if (LOCATION_LABEL.test(piece) && beside && !isContactText(beside)) {
        locations.push({ piece: beside, score: 0.85, chunk: placed[position + 1]?.chunk, index });
        return;
      }
      const under = labelledBelow(piece, pieces.length, contactRegion[index + 1]);
      if (under) locations.push({ ...under, score: 0.85, index: index + 1 });
      if (isContactLabel(piece)) return;
      const text = piece.replace(/^\(|\)$/g, '');
      if (line.isBullet || text === info.title || text.split(/\s+/).length > 12) return;
      // A street in a block of contact lines, or any line of a contact section, counts as
      // beside the contacts ("48 Beacon St, Apt 3 02108 Boston", "Milano Lombardia").
      const inContactBlock =
        besideContacts ||
        ((/\d/.test(piece) || contactSection.has(line)) &&
          neighbours(contactRegion, index).some(hasContact));
      if (
        looksLikeContactLocation(piece, inContactBlock) &&
        titleScore(piece) <= 0 &&
        !isNetworkName(piece) &&
        !info.name.includes(piece)
      )
        locations.push({
          piece,
          // Beside an e-mail or a phone on its line, a place is the person's, not a job's.
          score: besideContacts ? 0.82 : inContactBlock || piece.includes(',') ? 0.8 : 0.6,
          chunk,
          index,
        });
    });
  });
  const location = locations.sort((a, b) => b.score - a.score)[0];
  if (location) found('location', addressLines(location, contactRegion, info.name), location.score);
  else if (isPlaceUnderName(info.title)) {
    // A town set under the name where a headline would be ("Manchester"): no job title words.
    found('location', info.title, 0.5);
    info.title = '';
  }
  linkedContacts(contactRegion, links, info, found);
  // A LinkedIn profile linked from an icon anywhere on the first page is the person's own.
  const profileLink = links.find(
    (link) => link.page === 1 && /linkedin\.com\/in\//i.test(link.url),
  );
  found('linkedin', profileLink?.url.replace(/\/+$/, ''), 0.7);
  for (const line of elsewhere) {
    found('email', findEmail(line.text), 0.8);
    found('linkedin', findLinkedin(line.text), 0.8);
  }
  if (info.name) confidence['personal_info.name'] = name?.confidence ?? 0.5;
  if (info.title) confidence['personal_info.title'] = 0.7;
  return { info, confidence };
}
