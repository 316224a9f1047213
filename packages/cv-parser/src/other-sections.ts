import { findEmail, findPhone, findWebsite } from './contact-patterns';
import { findDate } from './dates';
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
/** "Spaans – Moedertaal Duits – Goed": pairs on one line part after each level. */
const NEXT_PAIR = new RegExp(
  `(?<=\\s[–—-]\\s+(?:${FLUENCY_WORDS}))\\s+(?=[\\p{L}]+\\s+[–—-]\\s)`,
  'iu',
);

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
      .flatMap((text) => text.split(NEXT_PAIR))
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
