/**
 * Entry headers (jobs, education, volunteering) read into their parts, whatever their order:
 * typography first (chunks, lines, bold), then strong separators ("|", "·", "•", " at "), and
 * only then weaker punctuation (dashes, commas) when one side really reads as a job title or a
 * location. Company names with commas, dashes, ampersands and apostrophes stay whole.
 */
import { findDate, findDateRange, isDateOnly, withoutDate, type DateMatch } from './dates';
import { isTitleText } from './title-words';
import type { Chunk, LogicalLine } from './types';

export { isTitleText };

/** Legal forms and organisation words: the text names a company or institution. */
const COMPANY_WORDS =
  /(?<![\p{L}])(?:ltd|limited|inc|llc|llp|gmbh|ag|kg|se|s\.?a\.?|s\.?l\.?|s\.?r\.?l|s\.?p\.?a|s\.?a\.?s|sarl|lda|b\.?v|n\.?v|sp\. ?z ?o\.?o|plc|corp|corporation|company|co|group|gruppe|groupe|grupo|gruppo|labs?|solutions|technologies|systems|software|bank|studio|agency|partners|hospital|logistics|foods|media|health|energy|traders|consulting|holdings|ventures|industries|services|söhne|fils|hijos|filhos|figli|associati|asociados|associados|associés|zonen)(?![\p{L}])\.?/iu;
/** "Haack, Ehrig und Krug", "Moen - Cummerata", "O'Reilly & Söhne": names joined like a firm's. */
const FIRM_SHAPE =
  /^[\p{Lu}][\p{L}'’.-]+(?:(?:,| -| &| und| and| e| et| y| en| i)\s+[\p{Lu}][\p{L}'’.-]+)+$/u;

/** Positive when the text reads like a job title, negative when it reads like a company. */
export function titleScore(text: string): number {
  const lastWord = /[\p{L}-]+\)?$/u.exec(text.trim())?.[0] ?? '';
  const title = isTitleText(text) ? (isTitleText(lastWord) ? 1.5 : 1) : 0;
  const company = COMPANY_WORDS.test(text) ? 1 : 0;
  return title - company - (FIRM_SHAPE.test(text) && title === 0 ? 0.5 : 0);
}

const REMOTE =
  /^(?:remote|hybrid|remote[- ]first|home ?office|télétravail|à distance|remoto|en remoto|a distancia|trabajo remoto|trabalho remoto|da remoto|op afstand|zdalnie|praca zdalna)$/iu;
const CONNECTOR = /(?:^|\s)(?:und|and|e|et|y|i|en|&|og|of|for|für)(?:\s|$)/iu;
const PLACE_PART =
  /^[\p{Lu}][\p{L}'’.-]*(?:\s+(?:[\p{Lu}][\p{L}'’.-]*|am|an der|upon|on|de|del|do|da|dos|sur|sous|im|ob|nad))*$/u;

const MAX_TOWN_WORDS = 3;

/** "Lyon", "Champagne-au-Mont-d'Or", "Bad Homburg": a town's name, no firm's or title's words. */
export const isTownName = (text: string) =>
  PLACE_PART.test(text) &&
  text.split(/\s+/).length <= MAX_TOWN_WORDS &&
  !CONNECTOR.test(text) &&
  !COMPANY_WORDS.test(text) &&
  !isTitleText(text);

/**
 * "Haack, Ehrig und Krug GmbH – München": the firm, then a town after a spaced dash. Only a
 * candidate: a firm's own name may hold such a dash ("Spar Österreich – Zentrale Salzburg"), so
 * the caller takes it when the section's entries print it alike.
 */
export function townAfterDash(text: string): [string, string] | undefined {
  const match = /^(.+\S)\s+[–—]\s+([^–—]+)$/u.exec(text.trim());
  const town = match?.[2]?.trim().replace(/\.$/, '') ?? '';
  return match?.[1] && isTownName(town) ? [match[1], town] : undefined;
}

/** "Zwickau, Nordrhein-Westfalen", "London, GB", "Remote": a place, not a firm with commas. */
export function looksLikePlace(text: string): boolean {
  const value = text.trim().replace(/^\(|\)$/g, '');
  if (REMOTE.test(value)) return true;
  if (value.length > 45 || /\d/.test(value) || CONNECTOR.test(value)) return false;
  const parts = value.split(/\s*,\s*/);
  if (parts.length < 2 || parts.length > 3) return false;
  if (COMPANY_WORDS.test(value) || isTitleText(value)) return false;
  return parts.every((part) => PLACE_PART.test(part));
}

const STRONG = /\s+[|·•]\s+|\s*\|\s*/u;
const AT = /\s+(?:at|@|bei|chez|presso|bij)\s+/iu;
/**
 * "**Técnica de selección** en Galarza Hermanos": the title set apart by its style, then the
 * word for "at" in the document's language (corpus/generate/designs/space/pieces.ts). Words that
 * also join a title's own words ("Técnico en sistemas", "Specjalista w dziale") count only there.
 */
const AT_AT_END = /\s+(?:at|bei|chez|en|na|no|presso|bij|w)$/u;
const AT_AFTER_STYLE = /^\s*(?:at|@|bei|chez|en|na|no|presso|bij|w)\s+(?=[\p{Lu}\d])/u;
const WEAK = [/\s+[—–]\s+/u, /\s+-\s+/u, /\s*,\s+/u];
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

const clean = (text: string) => text.replace(/^[,;:\s|·•–—-]+|[,;:\s|·•–—-]+$/g, '').trim();

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

/** A whole part that is a place, or a place-looking tail after a dash or a comma. */
function takeLocation(
  result: HeaderParts,
  isPlace: (text: string) => boolean,
  notPlace: (text: string) => boolean,
  townAfter: 'firm' | 'comma' | undefined,
) {
  if (townAfter === 'comma') {
    for (const atom of [...result.atoms].reverse()) {
      const cut = firmThenTown(atom.text);
      if (cut && !notPlace(cut[1])) {
        [atom.text, result.location] = cut;
        atom.split = true;
        return;
      }
    }
  }
  const index = result.atoms.findLastIndex((atom) => isPlace(atom.text));
  if (index >= 0 && result.atoms.length > 1) {
    result.location = result.atoms[index]?.text ?? '';
    result.atoms.splice(index, 1);
    return;
  }
  for (const atom of [...result.atoms].reverse()) {
    const cuts = [...atom.text.matchAll(/\s+[—–-]\s+|\s*,\s+|(?<=\p{L}{2})\.\s+/gu)].reverse();
    for (const cut of cuts) {
      const head = clean(atom.text.slice(0, cut.index));
      const tail = clean(atom.text.slice(cut.index + cut[0].length));
      if (isPlace(tail) && head && (result.atoms.length > 1 || titleScore(head) !== 0)) {
        result.location = tail;
        atom.text = head;
        atom.split = true;
        return;
      }
    }
  }
  for (const atom of [...result.atoms].reverse()) {
    const runIn = RUN_IN_PLACE.exec(atom.text);
    const head = runIn ? clean(atom.text.slice(0, runIn.index)) : '';
    const joinsOn = /(?:^|\s)(?:\p{Ll}+|&)$/u.test(head); // "University of", "Bank &"
    const firmWord = runIn?.[1] !== undefined && COMPANY_WORDS.test(runIn[1].split(',')[0] ?? '');
    if (
      runIn?.[1] &&
      head.split(/\s+/).length >= 2 &&
      !joinsOn &&
      !firmWord &&
      !notPlace(runIn[1])
    ) {
      result.location = runIn[1];
      atom.text = head;
      atom.split = true;
      return;
    }
  }
  if (!townAfter) return;
  for (const atom of [...result.atoms].reverse()) {
    const cut = firmThenPlace(atom.text);
    const titleOnly = (text: string) =>
      titleScore(text) > 0 && !COMPANY_WORDS.test(text) && !splitJoined(text);
    if (cut && !notPlace(cut[1]) && !titleOnly(cut[0])) {
      [atom.text, result.location] = cut;
      atom.split = true;
      return;
    }
  }
}

/** The text before the last comma and a town after it ("Marks & Spencer" | "London"). */
function townAfterLastComma(text: string): [string, string] | undefined {
  const comma = text.lastIndexOf(', ');
  if (comma <= 0) return undefined;
  const head = text.slice(0, comma).trim();
  const tail = clean(text.slice(comma + 1)).replace(/\.$/, '');
  return isTownName(tail) ? [head, tail] : undefined;
}

/**
 * "Telefónica España, Madrid", "Spar Österreich – Zentrale Salzburg, Salzburg": a name that
 * reads as no job title, then a town after the last comma. Only a candidate: a firm's own name
 * may end so ("Haack, Ehrig und Krug"), so the caller takes it when the section's entries all
 * print it alike.
 */
export function firmThenTown(text: string): [string, string] | undefined {
  const cut = townAfterLastComma(text);
  // "Boston, MA" closes "Firm – Boston, MA": a region's code is no town of its own.
  if (!cut || titleScore(cut[0]) > 0 || /^\p{Lu}{2,3}$/u.test(cut[1])) return undefined;
  return cut;
}

/**
 * "KPMG Austria GmbH, Linz", "Marks & Spencer, London": a town after a firm's name that has
 * plainly ended (a legal form, a bracket, or names joined by "&"/"and" before the comma).
 */
function firmThenPlace(text: string): [string, string] | undefined {
  const cut = townAfterLastComma(text);
  if (!cut) return undefined;
  const [head, tail] = cut;
  const lastWord = /[^\s,]+$/u.exec(head)?.[0] ?? '';
  // "Engineer, Office for National Statistics, Newport": a title, a firm, then the town.
  const joined = head.includes(', ') ? splitJoined(head) : undefined;
  const titleLed = joined !== undefined && head.startsWith(joined[0]);
  const ended =
    COMPANY_WORDS.test(lastWord) || /\)$/.test(head) || CONNECTOR.test(head) || titleLed;
  return ended ? [head, tail] : undefined;
}

/** "Miller and Sons Rowanridge, Texas": a place run into the end of a part. */
const RUN_IN_PLACE = /\s(\p{Lu}[\p{L}'’.-]+,\s*(?:\p{Lu}{2,3}|\p{Lu}\p{Ll}[\p{L}-]+))$/u;

/**
 * One part holding both title and company ("Engineer — Acme", "Engineer, Acme Ltd"): the cut
 * whose sides differ most (a title ending in a title word against a firm), stronger separators
 * first when cuts are as good.
 */
export function splitJoined(text: string): [string, string] | undefined {
  let best: { parts: [string, string]; evidence: number } | undefined;
  for (const separator of WEAK) {
    for (const match of text.matchAll(new RegExp(separator.source, 'gu'))) {
      const left = text.slice(0, match.index).trim();
      const right = text.slice(match.index + match[0].length).trim();
      const [l, r] = [titleScore(left), titleScore(right)];
      const evidence = Math.abs(l - r);
      if (best && evidence <= best.evidence) continue;
      // A firm's name does not start in lower case ("Accountant – consolidated accounts, Acme").
      if (l > r && (l > 0 || r < 0) && !/^\p{Ll}/u.test(right))
        best = { parts: [left, right], evidence };
      else if (r > l && (r > 0 || l < 0) && !/^\p{Ll}/u.test(left))
        best = { parts: [right, left], evidence };
    }
  }
  return best?.parts;
}
