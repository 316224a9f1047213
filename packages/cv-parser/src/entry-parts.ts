/**
 * Entry headers (jobs, education, volunteering) read into their parts, whatever their order:
 * typography first (chunks, lines, bold), then strong separators ("|", "·", "•", " at "), and
 * only then weaker punctuation (dashes, commas) when one side really reads as a job title or a
 * location. Company names with commas, dashes, ampersands and apostrophes stay whole.
 */
import { findDate, findDateRange, isDateOnly, withoutDate, type DateMatch } from './dates';
import { clean, looksLikePlace, takeLocation } from './entry-places';
import { titleScore } from './title-score';
import { isTitleText } from './title-words';
import type { Chunk, LogicalLine } from './types';

const STRONG = /\s+[|·•]\s+|\s*\|\s*/u;
const AT = /\s+(?:at|@|bei|chez|presso|bij)\s+/iu;
/**
 * "**Técnica de selección** en Galarza Hermanos": the title set apart by its style, then the
 * word for "at" in the document's language (corpus/generate/designs/space/pieces.ts). Words that
 * also join a title's own words ("Técnico en sistemas", "Specjalista w dziale") count only there.
 */
const AT_AT_END = /\s+(?:at|bei|chez|en|na|no|presso|bij|w)$/u;
const AT_AFTER_STYLE = /^\s*(?:at|@|bei|chez|en|na|no|presso|bij|w)\s+(?=[\p{Lu}\d])/u;
const LABEL =
  /^(?:responsibilities|highlights|courses|relevant courses|coursework|kurse|lehrveranstaltungen|cours|cursos|asignaturas|disciplinas|corsi|esami|vakken|cursussen|kursy|przedmioty|key achievements|achievements|tasks|aufgaben|tätigkeiten|erfolge|tâches|missions|réalisations|responsabilités|logros|funciones|responsabilidades|conquistas|realizações|risultati|responsabilità|attività|taken|verantwoordelijkheden|resultaten|obowiązki|osiągnięcia|zakres obowiązków)\s*:?$|^[^:]{1,30}:$/iu;
const URL = /^\(?(?:(?:https?:\/\/|www\.)\S+|[\w-]+(?:\.[\w-]+)+\/\S*)\)?$/i;
/** "1 year, 2 months", "5 Jahre", "3 ans": a length of time printed beside the dates. */
const LENGTH =
  /^\(?(?:\d+\+?|an?|one|less than a|ein|eine|un|une|uno|una|um|uma|een|jeden)\s*(?:years?|yrs?|months?|mos?|jahre?n?|monate?n?|ans?|mois|años?|meses|anos?|anni|mesi|jaar|maanden?|lat|lata|rok|miesiąc[ea]?|miesięcy)(?:,?\s*\d+\s*\p{L}+)?\)?$/iu;

/** A line that carries no entry part: "Responsibilities:", a bare web address, "2 years". */
export const isNoise = (text: string) =>
  LABEL.test(text.trim()) || URL.test(text.trim()) || LENGTH.test(text.trim());

/** A sentence in a header (a company's description), not a name or a title. */
const isSentence = (text: string) => {
  // "Lead Data Engineer, Marks & Spencer, London.": names listed with commas, not a sentence.
  const parts = text.split(/,\s+/);
  if (parts.length >= 2 && parts.every((part) => /^[\p{Lu}\d]/u.test(part))) return false;
  const all = text.match(/\p{L}{2,}/gu) ?? [];
  const words = all.length;
  const lower = all.slice(1).filter((word) => /^\p{Ll}/u.test(word)).length;
  return (
    (words >= 4 && /\s[\p{L}-]{5,}[.!]$/u.test(text)) ||
    (words >= 8 && lower >= 0.6 * (words - 1) && !isTitleText(text) && !/\s[—–|·]\s/u.test(text)) ||
    /^\p{Ll}[^.]*\.$/u.test(text)
  );
};

export interface Atom {
  text: string;
  bold: boolean;
  /** Split off a larger text by punctuation (not by typography). */
  split: boolean;
}

export interface HeaderParts {
  atoms: Atom[];
  /** Sentences found among the header's parts (a company's description). */
  sentences: string[];
  location: string;
  date: DateMatch | undefined;
  /** The last year of every date in the header (a range may be printed over two lines). */
  lastYear: string;
  /** "Title at Company": the order is known, not guessed. */
  isOrdered: boolean;
}

/** Header lines → their parts (chunks, then strong separators), the date and a location. */
export function headerParts(
  lines: LogicalLine[],
  dateOf = findDateRange,
  /** Words the section knows are not places ("Psychologie, Diplom" in education). */
  notPlace: (text: string) => boolean = () => false,
  /**
   * Jobs: a town after a firm's name that has plainly ended ("KPMG Austria GmbH, Linz"), or
   * after any firm's name when the section's entries all print "Firm, Town" (`comma`).
   */
  townAfter: 'firm' | 'comma' | undefined = undefined,
): HeaderParts {
  const result: HeaderParts = {
    atoms: [],
    sentences: [],
    location: '',
    date: undefined,
    lastYear: '',
    isOrdered: false,
  };
  for (const line of lines) {
    if (isNoise(line.text)) continue;
    for (const chunk of line.chunks.length > 0 ? line.chunks : [line]) {
      const date =
        dateOf(chunk.text) ?? (isDateOnly(chunk.text) ? findDate(chunk.text) : undefined);
      if (date) {
        result.date ??= date;
        if (date.endYear > result.lastYear) result.lastYear = date.endYear;
      }
      const styled = 'runs' in chunk ? styledParts(chunk) : undefined;
      for (const segment of styled ?? [{ text: chunk.text, bold: chunk.bold }]) {
        if ('afterAt' in segment && segment.afterAt) result.isOrdered = true;
        addParts(result, date ? dropDate(segment.text, date) : segment.text, {
          bold: segment.bold || line.bold,
          styled: styled !== undefined,
        });
      }
    }
  }
  takeLocation(result, (text) => looksLikePlace(text) && !notPlace(text), notPlace, townAfter);
  return result;
}

/** The date out of a chunk's text or out of the style run holding it. */
const dropDate = (text: string, date: DateMatch) => {
  const at = text.indexOf(date.text);
  return at < 0 ? text : withoutDate(text, { ...date, index: at });
};

const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const ENDS_SEPARATED = /[,;|·•–—-]\s*$/u;
const STARTS_SEPARATED = /^\s*[,;|·•–—-]/u;

interface StyledPart {
  text: string;
  bold: boolean;
  /** The firm after a styled title and "at": the order is known. */
  afterAt?: boolean;
}

/**
 * A chunk mixing font styles cut where the style changes at a separator ("**Engineer**, _Acme
 * GmbH_, Berlin"): the typography says where a firm with commas begins and ends.
 */
function styledParts(chunk: Chunk): StyledPart[] | undefined {
  const runs = chunk.runs;
  if (!runs || lettersOf(runs.map((run) => run.text).join('')) !== lettersOf(chunk.text))
    return undefined;
  const parts: StyledPart[] = [];
  runs.forEach((run, index) => {
    const before = runs[index - 1];
    const last = parts.at(-1);
    const at = before && before.style === 'bold' && run.style !== 'bold';
    if (at && last && AT_AFTER_STYLE.test(run.text) && titleScore(last.text) >= 0) {
      parts.push({ text: run.text.replace(AT_AFTER_STYLE, ''), bold: false, afterAt: true });
      return;
    }
    const cut =
      !before ||
      (run.style !== before.style &&
        (ENDS_SEPARATED.test(before.text) || STARTS_SEPARATED.test(run.text)));
    if (cut || !last) parts.push({ text: run.text, bold: run.style === 'bold' });
    else last.text += run.text;
  });
  return parts.length > 1 ? parts : undefined;
}

/** One chunk's (or style run's) text, without its date, into the header's parts. */
function addParts(
  result: HeaderParts,
  raw: string,
  { bold, styled }: { bold: boolean; styled: boolean },
) {
  let text = raw
    .replace(/\(?\s*(?:https?:\/\/|www\.)[^\s)]+\s*\)?/giu, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  text = text.replace(/^\((.*)\)$/u, '$1');
  if (!text.includes(')')) text = text.replace(/^\(/, '');
  if (!text.includes('(')) text = text.replace(/\)$/, '');
  const pieces = text
    .split(STRONG)
    .flatMap((piece) => {
      // "Engineer at Acme": split only when the left side reads as a job title.
      const at = AT.exec(piece);
      // "Technicien de maintenance chez" over "Carpentier EI": a narrow column wrapped after "at".
      const atEnd = AT_AT_END.exec(piece);
      if (!at && atEnd && titleScore(piece.slice(0, atEnd.index)) > 0) {
        result.isOrdered = true;
        return [piece.slice(0, atEnd.index)];
      }
      if (!at || titleScore(piece.slice(0, at.index)) <= 0) return [piece];
      result.isOrdered = true;
      return [piece.slice(0, at.index), piece.slice(at.index + at[0].length)];
    })
    .map(clean)
    .filter(Boolean);
  for (const piece of pieces) {
    if (isNoise(piece)) continue;
    if (isSentence(piece)) {
      result.sentences.push(piece);
      continue;
    }
    result.atoms.push({ text: piece, bold, split: pieces.length > 1 && !styled });
  }
}
