/**
 * Places in entry headers: a town's name, a "Town, Region" part, and the location taken out of a
 * header's parts (packages/cv-parser/src/entry-parts.ts) after a dash, a comma or run into a firm.
 */
import type { HeaderParts } from './entry-parts';
import { COMPANY_WORDS, splitJoined, titleScore } from './title-score';
import { isTitleText } from './title-words';

/** A part's text without the separators around it. */
export const clean = (text: string) => text.replace(/^[,;:\s|·•–—-]+|[,;:\s|·•–—-]+$/g, '').trim();

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

/** A whole part that is a place, or a place-looking tail after a dash or a comma. */
export function takeLocation(
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
