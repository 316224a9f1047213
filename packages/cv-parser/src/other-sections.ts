import { findEmail, findPhone, findWebsite } from './contact-patterns';
import { findDate, isDateOnly } from './dates';
import { headerParts } from './entry-parts';
import { splitEntries } from './split-entries';
import type { LogicalLine } from './types';

const SEPARATOR = /\s+[—–|:]\s+|\s+-\s+|:\s+/;

const splitOnce = (text: string): [string, string] => {
  const match = SEPARATOR.exec(text);
  return match
    ? [text.slice(0, match.index).trim(), text.slice(match.index + match[0].length).trim()]
    : [text.trim(), ''];
};

/** Step 9c: the summary is its lines joined. */
export const readSummary = (lines: LogicalLine[]) =>
  lines
    .map((line) => line.text)
    .join(' ')
    .trim();

const FLUENCY_WORDS =
  'native|native speaker|mother tongue|first language|fluent|bilingual|proficient|professional|full professional|professional working|limited working|working|conversational|elementary|basic|beginner|intermediate|upper intermediate|advanced|good|very good|excellent|[abc][12]|muttersprache|muttersprachlich|fließend|verhandlungssicher|grundkenntnisse|gut|sehr gut|fortgeschritten|langue maternelle|maternelle|natif|native|courant|bilingue|intermédiaire|notions|débutant|avancé|lengua materna|nativo|nativa|fluido|bilingüe|intermedio|avanzado|básico|língua materna|fluente|intermediário|avançado|madrelingua|avanzato|base|buono|ottimo|moedertaal|vloeiend|redelijk|goed|basis|gevorderd|ojczysty|biegły|średniozaawansowany|zaawansowany|podstawowy|komunikatywny|dobry';
const FLUENCY = new RegExp(`^\\(?(?:${FLUENCY_WORDS})(?:\\s*[(/,-]\\s*[abc][12]\\)?)?\\)?$`, 'iu');
const TRAILING_FLUENCY = new RegExp(`^(.+?)\\s+((?:${FLUENCY_WORDS})(?:\\s+\\S+)?)$`, 'iu');

/**
 * "English — Native", "German (B2)", "Spanish: fluent", "Alemán Nativo"; names and levels in
 * chunks side by side, or a row of names over a row of levels.
 */
export function readLanguages(lines: LogicalLine[]) {
  const languages: { name: string; level: string }[] = [];
  let row: { name: string; level: string }[] = [];
  for (const line of lines) {
    const items = (line.chunks.length > 0 ? line.chunks.map((chunk) => chunk.text) : [line.text])
      .flatMap((text) => text.split(/\s*[,;|•·]\s*/))
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length > 0 && items.every((item) => FLUENCY.test(item))) {
      // Levels under names: by position in the row above, else to the last name without one.
      const targets = row.length === items.length ? row : languages.filter((entry) => !entry.level);
      items.forEach((item, index) => {
        const target = row.length === items.length ? targets[index] : targets.at(-1);
        if (target && !target.level) target.level = item.replace(/^\(|\)$/g, '');
      });
      row = [];
      continue;
    }
    row = [];
    for (const item of items) {
      if (FLUENCY.test(item)) {
        const last = languages.at(-1);
        if (last && !last.level) last.level = item.replace(/^\(|\)$/g, '');
        continue;
      }
      // "Englisch: verhandlungssicher (C1)": a separator cuts before a bracket does.
      const bracketed = SEPARATOR.test(item) ? null : /^(.+?)\s*\((.+)\)$/.exec(item);
      const trailing = TRAILING_FLUENCY.exec(item);
      const [name, level] =
        bracketed?.[1] && bracketed[2]
          ? [bracketed[1], bracketed[2]]
          : trailing?.[1] && trailing[2] && !/\s/.test(trailing[1])
            ? [trailing[1], trailing[2]]
            : splitOnce(item);
      const entry = { name: name.replace(/[:\s]+$/, ''), level };
      languages.push(entry);
      row.push(entry);
    }
  }
  return languages.filter((entry) => entry.name);
}

/** Entries of a list section (certificates, projects, awards): header parts, date and body. */
function namedEntries(lines: LogicalLine[]) {
  const raws = splitEntries(lines, true);
  const starts = raws.map((raw) => {
    const first = raw.header[0] ?? raw.body[0];
    return first ? lines.indexOf(first) : -1;
  });
  return raws.map((raw, index) => {
    // A link on a line of its own is no entry part; it is the entry's link ("github.com/anna/ledger").
    const start = starts[index] ?? -1;
    const own = start < 0 ? [] : lines.slice(start, starts[index + 1] ?? lines.length);
    const url = own.map((line) => findWebsite(line.text)).find(Boolean) ?? '';
    const header = headerParts(raw.header, findDate);
    const atoms = header.atoms.map((atom) => atom.text);
    if (atoms.length === 1 && !raw.header.some((line) => line.chunks.length > 1)) {
      // One run of text: "Name — Organisation" splits on a dash or colon with spaces.
      const [name, rest] = splitOnce(atoms[0] ?? '');
      if (rest) atoms.splice(0, 1, name, rest);
    }
    return {
      atoms,
      location: header.location,
      year: header.date?.endYear ?? '',
      body: raw.body.map((line) => line.text.trim()).filter(Boolean),
      url,
    };
  });
}

/** Every date printed in a text, in order ("04/2017 A, B 10/2021 C, D" has two). */
function datesIn(text: string) {
  const found: { index: number; end: number }[] = [];
  let offset = 0;
  while (offset < text.length) {
    const date = findDate(text.slice(offset));
    if (!date) break;
    const index = offset + date.index;
    found.push({ index, end: index + date.text.length });
    offset = index + Math.max(date.text.length, 1);
  }
  return found;
}

/**
 * Certificates printed one after another on a single line, each with its date: split at the
 * dates, which lead each certificate ("04/2017 Name, Issuer 10/2021 Name, Issuer") or close it
 * ("Name Issuer · 2017-04 Name Issuer · 2021-10").
 */
function splitJoinedCertificates(line: LogicalLine): LogicalLine[] {
  const dates = datesIn(line.text);
  if (dates.length < 2) return [line];
  const leading = line.text.slice(0, dates[0]?.index ?? 0).trim() === '';
  const cuts = leading
    ? dates.slice(1).map((date) => date.index)
    : dates.slice(0, -1).map((date) => date.end);
  const pieces: string[] = [];
  let from = 0;
  for (const cut of [...cuts, line.text.length]) {
    pieces.push(line.text.slice(from, cut).trim());
    from = cut;
  }
  // Every piece must hold a name besides its date, else this is one certificate with a range.
  if (
    pieces.some((piece) => !/\p{L}{3,}/u.test(piece.replace(/\p{L}{3,}\.?\s+(?:19|20)\d{2}/gu, '')))
  )
    return [line];
  return pieces.map((text) => ({ ...line, text, chunks: [] }));
}

/**
 * "Bilanzbuchhalterin (WIFI Wien)", "Product Owner (CSPO) (Scrum Alliance)": a closing bracket
 * naming words ("Wien"), or a second bracket, holds the issuer; "(CKA)", "(CEng MIEI)" do not.
 */
function bracketedIssuer(name: string): [string, string] {
  const match = /^(.*\S)\s+\(([^()]+)\)$/u.exec(name.trim());
  if (!match?.[1] || !match[2]) return [name, ''];
  const named = match[2].split(/\s+/).some((word) => /^\p{Lu}\p{Ll}+$/u.test(word));
  if (/\)$/.test(match[1]) || named) return [match[1], match[2]];
  return [name, ''];
}

/** "Certified Scrum Product Owner (CSPO), Scrum Alliance": the issuer after the last comma. */
function splitIssuer(name: string): [string, string] {
  const dashed = /^(.+?)\s+[—–|]\s+(.+)$/u.exec(name) ?? /^(.+?)\s+-\s+(.+)$/u.exec(name);
  // "Professional – Advanced Level, iSAQB": a comma after the dash is the issuer's.
  if (dashed?.[1] && dashed[2] && !/,\s/.test(dashed[2]))
    return [dashed[1].trim(), dashed[2].trim()];
  let depth = 0;
  let comma = -1;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0 && name[index + 1] === ' ') comma = index;
  }
  if (comma <= 0) return bracketedIssuer(name);
  const issuer = name.slice(comma + 1).trim();
  // An issuer is a short name; a long tail is part of the certificate's own name.
  if (issuer.split(/\s+/).length > 6) return [name, ''];
  return [name.slice(0, comma).trim(), issuer];
}

const ISSUED_BY =
  /^(?:issued by|issuer|issuing organi[sz]ation|ausgestellt von|aussteller|délivré par|émis par|emitido por|emisor|entidad emisora|emitente|rilasciato da|ente emittente|uitgegeven door|uitgever|wydany przez|wystawca)\s*:?\s+/iu;

/**
 * "November 25, 2026" / "Issued by: Microsoft" over the certificate's name: the labelled line is
 * the issuer, set after the name, which may sit under the header lines.
 */
function withLabelledIssuer(header: LogicalLine[], body: LogicalLine[]): LogicalLine[] {
  const issuer = header.find((line) => ISSUED_BY.test(line.text));
  if (!issuer) return header;
  const text = issuer.text.replace(ISSUED_BY, '');
  const others = header.filter((line) => line !== issuer);
  const named = others.some((line) => !isDateOnly(line.text));
  const name = named ? [] : body.slice(0, 1);
  return [
    ...name,
    ...others,
    { ...issuer, text, chunks: [{ ...(issuer.chunks[0] ?? issuer), text }] },
  ];
}

/** "Name — Organisation, 2021", or the name over its issuer: the issuer is never a certificate. */
export function readCertifications(lines: LogicalLine[]) {
  let split = lines.flatMap(splitJoinedCertificates);
  // A list of bullets only: each bullet is a certificate, not the body of one.
  if (split.length > 0 && split.every((line) => line.isBullet))
    split = split.map((line) => ({ ...line, isBullet: false }));
  return splitEntries(split, true)
    .flatMap((raw) =>
      // Long names read as sentences: with no header, each line of the body is a certificate.
      raw.header.length > 0
        ? [withLabelledIssuer(raw.header, raw.body)]
        : raw.body.map((line) => [line]),
    )
    .map((headerLines) => {
      // A certificate has an issuer, never a place: "Professional, Databricks" is not a town.
      const header = headerParts(headerLines, findDate, () => true);
      const atoms = header.atoms.map((atom) => atom.text);
      if (atoms.length === 1) {
        const [name, issuer] = splitIssuer(atoms[0] ?? '');
        if (issuer) atoms.splice(0, 1, name, issuer);
      }
      return { atoms, location: header.location, year: header.date?.endYear ?? '' };
    })
    .filter((entry) => entry.atoms.length > 0)
    .map((entry) => ({
      name: entry.atoms[0] ?? '',
      issuing_organization: [entry.atoms.slice(1).join(', '), entry.location]
        .filter(Boolean)
        .join(', '),
      year: entry.year,
      expiry: '',
    }));
}

const MAX_NAME_WORDS = 5;

/** "Name: description" or "Name — description" with a short name; else the whole line. */
function namedLine(text: string): string[] {
  const [name, rest] = splitOnce(text);
  return rest && name.split(/\s+/).length <= MAX_NAME_WORDS ? [name, rest] : [text];
}

/** Projects, awards and achievements: a name, an optional year and a description. */
export function readNamedEntries(lines: LogicalLine[]) {
  return namedEntries(lines)
    .filter((entry) => entry.atoms.length > 0 || entry.body.length > 0)
    .flatMap((entry) => {
      if (entry.atoms.length > 0) {
        const [name = '', ...rest] = entry.atoms;
        const description = [...rest, ...entry.body].join(' ').trim();
        return [{ name, description, year: entry.year, url: entry.url }];
      }
      // Without a header, lines that each name an entry ("Ricettario: uno strumento per …") are
      // one entry each; otherwise the first line names the entry and the rest describe it.
      const named = entry.body.map(namedLine);
      if (named.every((parts) => parts.length === 2))
        return named.map(([name = '', description = '']) => ({
          name,
          description,
          year: '',
          url: '',
        }));
      const [name = '', ...rest] = named[0] ?? [];
      const description = [...rest, ...entry.body.slice(1)].join(' ').trim();
      return [{ name, description, year: entry.year, url: entry.url }];
    });
}

/**
 * A project's link: the one read beside it, else one inside its description ("… see
 * github.com/anna/ledger"), taken out of the description.
 */
export function withProjectUrl<T extends { description: string; url?: string }>(
  entry: T,
): T & { url: string } {
  if (entry.url) return { ...entry, url: entry.url };
  const url = findWebsite(entry.description);
  if (!url) return { ...entry, url: '' };
  const description = entry.description
    .replace(new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?`), ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s·|,;–—-]+|[\s·|,;–—-]+$/gu, '');
  return { ...entry, url, description };
}

/** Entries that have no link field (awards, achievements): the link read beside them goes. */
export const withoutUrl = <T extends { url: string }>({ url: _url, ...entry }: T): Omit<T, 'url'> =>
  entry;

export const readSoftSkills = (lines: LogicalLine[]) =>
  lines
    .flatMap((line) => line.text.split(/\s*[,;|•]\s*/))
    .filter(Boolean)
    .map((name) => ({ name, description: '' }));

/** References: a name line opens an entry; contact details and "Title, Company" lines fill it. */
export function readReferences(lines: LogicalLine[]) {
  const references: { name: string; title: string; company: string; contact: string }[] = [];
  for (const line of lines) {
    const current = references.at(-1);
    const contact = findEmail(line.text) ?? findPhone(line.text);
    if (contact && current) current.contact = [current.contact, contact].filter(Boolean).join(', ');
    else if (/available (up)?on request/i.test(line.text)) continue;
    else if (!current || line.bold || (current.title && current.company))
      references.push({ name: line.text, title: '', company: '', contact: '' });
    else [current.title, current.company] = splitOnce(line.text.replace(/,\s*/, ' — '));
  }
  return references;
}
