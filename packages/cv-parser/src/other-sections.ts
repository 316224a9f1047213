import { findEmail, findPhone } from './contact-patterns';
import { findDate, withoutDate } from './dates';
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

/** "English — Native", "German (B2)", "Spanish: fluent". Several per line are split on commas. */
export function readLanguages(lines: LogicalLine[]) {
  return lines
    .flatMap((line) => line.text.split(/\s*[,;|•]\s*/))
    .filter(Boolean)
    .map((item) => {
      const bracketed = /^(.+?)\s*\((.+)\)$/.exec(item);
      const [name, level] =
        bracketed?.[1] && bracketed[2] ? [bracketed[1], bracketed[2]] : splitOnce(item);
      return { name, level };
    });
}

/** "Name — Organisation, 2021": the year comes out, the rest splits on the first separator. */
export function readCertifications(lines: LogicalLine[]) {
  return lines.map((line) => {
    const date = findDate(line.text);
    const rest = date ? withoutDate(line.text, date) : line.text;
    const [name, issuing_organization] = splitOnce(rest);
    return { name, issuing_organization, year: date?.endYear ?? '', expiry: '' };
  });
}

/** Projects, awards and achievements: a name line, an optional year and a description. */
export function readNamedEntries(lines: LogicalLine[]) {
  const entries: { name: string; description: string; year: string }[] = [];
  for (const line of lines) {
    const date = findDate(line.text);
    const text = date ? withoutDate(line.text, date) : line.text;
    const [name, description] = splitOnce(text);
    const current = entries.at(-1);
    if (current && !line.bold && !line.isBullet && !date && lines.some((other) => other.bold)) {
      current.description = `${current.description} ${text}`.trim();
      continue;
    }
    entries.push({ name, description, year: date?.endYear ?? '' });
  }
  return entries;
}

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
