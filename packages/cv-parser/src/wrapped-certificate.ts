/**
 * A certificate's "Name — Issuer" wrapped over the lines of a narrow column ("AWS Certified
 * Solutions Architect –" over "Associate — Amazon Web Services", or the issuer alone on the next
 * line as "— Amazon Web Services"): the lines are one header line again, so the name is read
 * before the dash, not cut where the column wrapped it
 * (packages/cv-parser/src/certifications.ts).
 */
import { findDate, isDateOnly } from './dates';
import type { Chunk, LogicalLine } from './types';

/** A dash or bar between name and issuer, with text after it. */
const SEPARATED = /\s[—–|-]\s+\S/u;
/** A line opening with a dash: the issuer printed under its certificate. */
const OPENS_WITH_DASH = /^[—–|]\s+\S/u;

const isDateChunk = (chunk: Chunk) => isDateOnly(chunk.text) || findDate(chunk.text) !== undefined;

/** The line's text without its date chunks, and the date chunks. */
function textAndDates(line: LogicalLine): { text: string; dates: Chunk[] } {
  const chunks = line.chunks.length > 0 ? line.chunks : [{ ...line, runs: undefined }];
  const dates = chunks.filter(isDateChunk);
  const text = chunks
    .filter((chunk) => !isDateChunk(chunk))
    .map((chunk) => chunk.text)
    .join(' ')
    .trim();
  return { text, dates };
}

/** Bold as printed where the line starts (its first style run, else its first chunk). */
const startsBold = (line: LogicalLine) => {
  const first = line.chunks.find((chunk) => !isDateChunk(chunk));
  const run = first?.runs?.[0];
  return run ? run.style === 'bold' : (first?.bold ?? line.bold);
};

/**
 * The header lines of one certificate joined into one line when its name wraps: the first line
 * holds no separated issuer, a later line does, and that line starts in the first line's style
 * (a bold name goes on in bold; "Name" over "Issuer — Berlin" in regular type is two parts).
 */
export function unwrappedName(header: LogicalLine[], body: LogicalLine[]): LogicalLine[] {
  const named = header.filter((line) => !isDateOnly(line.text));
  const next = body[0];
  const issuerBelow = next && OPENS_WITH_DASH.test(next.text) ? [next] : [];
  const lines = [...named, ...issuerBelow];
  const [first, ...rest] = lines;
  if (!first || rest.length === 0) return header;
  const parts = lines.map(textAndDates);
  const firstText = parts[0]?.text ?? '';
  if (SEPARATED.test(firstText)) return header;
  const dashed = rest.findIndex((line, index) =>
    SEPARATED.test(` ${parts[index + 1]?.text ?? ''}`),
  );
  const separatorLine = rest[dashed];
  if (!separatorLine) return header;
  const wraps =
    issuerBelow[0] === separatorLine ||
    /[—–-]$/u.test(firstText) ||
    startsBold(separatorLine) === startsBold(first);
  if (!wraps) return header;
  const text = parts
    .map((part) => part.text)
    .filter(Boolean)
    .join(' ');
  const dates = parts.flatMap((part) => part.dates);
  const chunk: Chunk = { ...(first.chunks[0] ?? first), text, runs: undefined };
  return [
    {
      ...first,
      text: [text, ...dates.map((date) => date.text)].join(' '),
      chunks: [chunk, ...dates],
    },
  ];
}
