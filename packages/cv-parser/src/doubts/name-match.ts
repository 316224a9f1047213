/**
 * Whether a piece of text (an e-mail's local part, a web address's host) agrees with the
 * person's name: "mjfernandez" is made of the name's parts and initials; "dez" or "han" is the
 * end of one of its parts (the address was cut where its line wrapped).
 */

const FOLDED: Record<string, string> = { ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd' };

/** Lower case, accents and other marks gone: "Wójcik-Szczęsna" → "wojcik-szczesna". */
export const plain = (text: string, dropUnfolded = false) =>
  text
    .toLowerCase()
    .replace(/[ßłøæœđ]/gu, (letter) => (dropUnfolded ? '' : (FOLDED[letter] ?? letter)))
    .normalize('NFD')
    .replace(/\p{M}/gu, '');

/** The name's parts, an elided "d'" or "O'" too; `dropUnfolded`: "Łucja" as "ucja". */
export const nameParts = (name: string, dropUnfolded = false) =>
  plain(name, dropUnfolded)
    .split(/[^a-z]+/)
    .filter(Boolean);

/** Whether the letters split wholly into name parts and initials. */
function madeOfName(letters: string, parts: string[]): boolean {
  const initials = new Set(parts.map((part) => part[0]));
  const ends = new Array<boolean>(letters.length + 1).fill(false);
  ends[0] = true;
  for (let at = 0; at < letters.length; at++) {
    if (!ends[at]) continue;
    if (initials.has(letters[at])) ends[at + 1] = true;
    for (const part of parts) if (letters.startsWith(part, at)) ends[at + part.length] = true;
  }
  return ends[letters.length] === true;
}

/** The shortest cut end of a name part that counts ("dez" of "fernandez"). */
const MIN_PIECE = 3;

/**
 * A token that is only a piece of a name part ("han" of "siobhan") or a name part with letters
 * glued before it ("orverner"): neither the name nor something unrelated to it.
 */
function isPieceOfName(token: string, parts: string[]): boolean {
  if (madeOfName(token, parts)) return false;
  return parts.some(
    (part) =>
      (token.length >= MIN_PIECE && part.length > token.length && part.endsWith(token)) ||
      (part.length >= 4 && token.length > part.length + 1 && token.endsWith(part)),
  );
}

/** Whether this text (letters, dots, digits) reads as a cut or glued piece of the name. */
export function disagreesWithName(text: string, name: string): boolean {
  const readings = [nameParts(name), nameParts(name, true)];
  if (readings[0]?.length === 0) return false;
  return plain(text)
    .split(/[^a-z]+/)
    .filter(Boolean)
    .some((token) => readings.every((parts) => isPieceOfName(token, parts)));
}
