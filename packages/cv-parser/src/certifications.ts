/**
 * Certificates: "Name — Issuer, 2021", the name over its issuer, several on one line, a name
 * wrapped over lines of a narrow column. The issuer is never a certificate of its own.
 */
import { findDate, isDateOnly } from './dates';
import { headerParts } from './entry-parts';
import { splitEntries } from './split-entries';
import { unwrappedName } from './wrapped-certificate';
import type { LogicalLine } from './types';

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

const DASHES = [/\s+[—|]\s+/u, /\s+–\s+/u, /\s+-\s+/u];

/**
 * "Name — Issuer" at its strongest dash: an em dash or bar before an en dash before a hyphen, so a
 * name holding a weaker dash stays whole ("Solutions Architect – Associate — Amazon").
 */
function dashSplit(text: string, dashes = DASHES): [string, string] | undefined {
  for (const dash of dashes) {
    const match = dash.exec(text);
    const [name, issuer] = match
      ? [text.slice(0, match.index).trim(), text.slice(match.index + match[0].length).trim()]
      : ['', ''];
    if (name && issuer) return [name, issuer];
  }
  return undefined;
}

/** "Certified Scrum Product Owner (CSPO), Scrum Alliance": the issuer after the last comma. */
function splitIssuer(name: string): [string, string] {
  const dashed = dashSplit(name);
  // "Professional – Advanced Level, iSAQB": a comma after the dash is the issuer's.
  if (dashed && !/,\s/.test(dashed[1])) return dashed;
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
        ? [unwrappedName(withLabelledIssuer(raw.header, raw.body), raw.body)]
        : raw.body.map((line) => [line]),
    )
    .map((headerLines) => {
      // A certificate has an issuer, never a place: "Professional, Databricks" is not a town.
      const header = headerParts(headerLines, findDate, () => true);
      const atoms = header.atoms.map((atom) => atom.text);
      // One run of text splits at a dash or comma; before other parts (a wrapped issuer, lines a
      // column spilled in), only at an em dash or bar, which names never hold.
      const [name, issuer] =
        atoms.length === 1
          ? splitIssuer(atoms[0] ?? '')
          : (dashSplit(atoms[0] ?? '', DASHES.slice(0, 1)) ?? ['']);
      if (issuer) atoms.splice(0, 1, name, issuer);
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
